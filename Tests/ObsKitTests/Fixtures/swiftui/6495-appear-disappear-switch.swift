// SwiftUI Lab style: the order of body, onAppear and onDisappear when a `switch` changes which view is shown.
// Each case of a `switch` in a view builder is a slot of its own (rules §1.1). Bodies run first, parent before
// child; appearance callbacks run after the update (rules §10.3, §2.8). Changing the case removes one node and
// inserts another: disappear (old), then appear (new) (rules §11.1, T10). A parent render that hands the child an
// equal value runs neither the child's body nor any callback (rules §2.7, §11.1).
import SwiftUI

struct StepView: View {
    let number: Int

    var body: some View {
        let _ = print("StepView \(number) body")
        Text("Step \(number)")
            .onAppear { print("StepView \(number) onAppear") }
            .onDisappear { print("StepView \(number) onDisappear") }
    }
}

struct Wizard: View {
    @State private var step = 1
    @State private var nudges = 0

    var body: some View {
        let _ = print("Wizard body: step \(step), nudges \(nudges)")
        VStack {
            switch step {
            case 1:
                StepView(number: 1)
            case 2:
                StepView(number: 2)
            default:
                Text("All done")
            }
            Button("Next") { step += 1 }
            Button("Nudge") { nudges += 1 }
        }
    }
}

:mount Wizard()
// expect: Wizard body: step 1, nudges 0
// expect: StepView 1 body
// expect: StepView 1 onAppear
:tap "Nudge"
// expect: Wizard body: step 1, nudges 1
:tap "Next"
// expect: Wizard body: step 2, nudges 1
// expect: StepView 2 body
// expect: StepView 1 onDisappear
// expect: StepView 2 onAppear
:tap "Nudge"
// expect: Wizard body: step 2, nudges 2
:tap "Next"
// expect: Wizard body: step 3, nudges 2
// expect: StepView 2 onDisappear
