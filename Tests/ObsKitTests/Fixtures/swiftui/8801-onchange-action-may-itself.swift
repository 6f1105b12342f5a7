// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (an onChange action may itself change state: the second value's onChange then runs with that value's old and new values)
import SwiftUI

struct Checkout: View {
    @State private var quantity = 1
    @State private var total = 5

    var body: some View {
        VStack {
            Text("Total \(total)")
            Button("Add one") { quantity += 1 }
        }
        .onChange(of: quantity) { _, newValue in
            print("quantity now \(newValue)")
            total = newValue * 5
        }
        .onChange(of: total) { oldValue, newValue in
            print("total \(oldValue) -> \(newValue)")
        }
    }
}

:mount Checkout()
:tap "Add one"
:tap "Add one"
// expect: quantity now 2
// expect: total 5 -> 10
// expect: quantity now 3
// expect: total 10 -> 15
