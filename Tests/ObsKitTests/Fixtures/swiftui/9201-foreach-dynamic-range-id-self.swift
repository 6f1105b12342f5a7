// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:) (a constant range, and `id:` for a range that changes)
// Apple: `ForEach(_:content:)` over a Range "only reads the initial value of the provided data"; to compute
// views over a dynamic range, use `ForEach(_:id:content:)`. So this view writes
// `ForEach(0..<count, id: \.self)`: each number is the row's id, a new count adds or removes just the rows
// at the end.
import SwiftUI

struct GrowingRange: View {
    @State private var count = 2

    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { number in
                Text("Item \(number)")
                    .onAppear { print("appear \(number)") }
                    .onDisappear { print("disappear \(number)") }
            }
            Button("More") { count += 1 }
            Button("Fewer") { count -= 1 }
        }
    }
}

:mount GrowingRange()
// expect: appear 0
// expect: appear 1
:tap "More"
// expect: appear 2
:tap "More"
// expect: appear 3
:tap "Fewer"
// expect: disappear 3
