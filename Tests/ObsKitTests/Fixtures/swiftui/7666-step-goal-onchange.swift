// Beginner tutorial style: a step counter that congratulates once when the goal is reached, using iOS 17's
// `onChange(of:initial:_:)` with the old and new values.
// What SwiftUI does: `onChange` runs its action after the update in which the value changed, with the old and the new
// value (Apple `view/onchange(of:initial:_:)`); with `initial: true` it also runs once when the view appears. Its
// write to `message`, which the body reads, runs the body again in the same turn (rules §10.1, ObsREPL's choice).
// Writing an equal value to @State does nothing (rules §3.4): the second Reset runs no body and no action.
import SwiftUI

struct StepGoalView: View {
    @State private var steps = 0
    @State private var message = ""
    let goal = 10_000

    var body: some View {
        let _ = print("steps \(steps), message '\(message)'")
        VStack(spacing: 12) {
            Text("\(steps) steps")
            Text(message)
            Button("Walk 4,000") { steps += 4_000 }
            Button("Reset") { steps = 0 }
        }
        .onChange(of: steps, initial: true) { oldValue, newValue in
            print("onChange \(oldValue) -> \(newValue)")
            if oldValue < goal && newValue >= goal {
                message = "Goal reached! 🎉"
            } else if newValue < goal {
                message = ""
            }
        }
    }
}

:mount StepGoalView()
// expect: steps 0, message ''
// expect: onChange 0 -> 0
:tap "Walk 4,000"
// expect: steps 4000, message ''
// expect: onChange 0 -> 4000
:tap "Walk 4,000"
// expect: steps 8000, message ''
// expect: onChange 4000 -> 8000
:tap "Walk 4,000"
// expect: steps 12000, message ''
// expect: onChange 8000 -> 12000
// expect: steps 12000, message 'Goal reached! 🎉'
:tap "Walk 4,000"
// expect: steps 16000, message 'Goal reached! 🎉'
// expect: onChange 12000 -> 16000
:tap "Reset"
// expect: steps 0, message 'Goal reached! 🎉'
// expect: onChange 16000 -> 0
// expect: steps 0, message ''
:tap "Reset"
