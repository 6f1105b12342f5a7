// Check error: a plain var of a view (no @State) changed in a Button action
import SwiftUI

struct StepCounter: View {
    var steps = 0

    var body: some View {
        VStack {
            Text("Steps: \(steps)")
            Button("Add step") {
                steps += 1
            }
        }
    }
}

:mount StepCounter()
// expect-error: left side of mutating operator isn't mutable: 'self' is immutable
