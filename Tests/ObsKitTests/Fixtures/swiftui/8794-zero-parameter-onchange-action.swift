// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (the zero-parameter onChange action does not run when the view first appears, since initial defaults to false; it runs after a button changes the observed value, and reads the new value)
import SwiftUI

struct StepCounter: View {
    @State private var steps = 0

    var body: some View {
        VStack {
            Text("Steps: \(steps)")
            Button("Walk") {
                print("walking from \(steps)")
                steps += 1
            }
        }
        .onChange(of: steps) {
            print("steps is now \(steps)")
        }
    }
}

:mount StepCounter()
:tap "Walk"
:tap "Walk"
// expect: walking from 0
// expect: steps is now 1
// expect: walking from 1
// expect: steps is now 2
