// Breathing exercise: a `.task` that loops `while !Task.isCancelled`, sleeping four seconds per breath with `try?`,
// the "poll in a task" pattern, own code.
// What SwiftUI does: each wake-up writes `breaths` and the body runs (rules §3.4, §10.1); between wake-ups nothing
// runs. `:unmount` cancels the task (rules §1.4, §11.3): the sleep throws, `try?` swallows it, the `isCancelled` check
// ends the loop, and the last line reads the state's last value (outside a body: the stored value, which a dead node
// keeps, rules §1.4, §3.4), in the turn of the cancellation (corpus README, assumption 13).
// Sources: rules §1.4, §3.4, §10.1, §11.3; https://developer.apple.com/documentation/swift/task/iscancelled-swift.type.property
import SwiftUI

struct BreathingExercise: View {
    @State private var breaths = 0

    var body: some View {
        let _ = print("BreathingExercise body: \(breaths) breaths")
        Text("Breaths: \(breaths)")
            .task {
                print("breathing loop: start")
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(4))
                    guard !Task.isCancelled else { break }
                    breaths += 1
                }
                print("breathing loop: stopped after \(breaths) breaths")
            }
    }
}

:mount BreathingExercise()
// expect: BreathingExercise body: 0 breaths
// expect: breathing loop: start
:advance 8s
// expect: BreathingExercise body: 1 breaths
// expect: BreathingExercise body: 2 breaths
:advance 2s
:unmount
// expect: breathing loop: stopped after 2 breaths
