// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (onAppear's action runs before the view first appears; later state changes that update the same, still visible view do not run it again)
import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") {
                count += 1
                print("tapped Increment")
            }
        }
        .onAppear {
            print("appeared with count \(count)")
        }
    }
}

:mount CounterView()
:tap "Increment"
:tap "Increment"
// expect: appeared with count 0
// expect: tapped Increment
// expect: tapped Increment
