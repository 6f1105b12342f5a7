// An @Observable routine that holds its steps as an array of structs, the value-type counterpart of 7101: changing
// one step's flag is a change to the array property itself.
// What SwiftUI does: `routine.steps[0].isDone = true` mutates `steps` in place, which notifies every time, even when
// the flag was already true (rules §8.1). The screen read `steps`, so its body runs (rules §8.3, §15.1); the rows are
// built again and compared by their Equatable `Step` (rules §2.2, §2.3), so only the changed row runs the first time,
// and no row runs the second time (all rows equal), though the screen does.
// Sources: rules §2.2, §2.3, §2.6, §2.7, §8.1, §8.3, §15.1;
// https://developer.apple.com/documentation/observation/observable()
import SwiftUI

struct RoutineStep: Identifiable, Equatable {
    let id: Int
    var text: String
    var isDone = false
}

@Observable
final class Routine {
    var steps = [RoutineStep(id: 1, text: "Stretch"), RoutineStep(id: 2, text: "Run")]
}

struct StepRow: View {
    let step: RoutineStep

    var body: some View {
        let _ = print("StepRow body: \(step.text) \(step.isDone ? "done" : "todo")")
        Text(step.text)
            .strikethrough(step.isDone)
    }
}

struct RoutineScreen: View {
    @State private var routine = Routine()

    var body: some View {
        let _ = print("RoutineScreen body")
        VStack {
            ForEach(routine.steps) { step in
                StepRow(step: step)
            }
            Button("Finish stretch") {
                routine.steps[0].isDone = true
            }
        }
    }
}

:mount RoutineScreen()
// expect: RoutineScreen body
// expect: StepRow body: Stretch todo
// expect: StepRow body: Run todo
:tap "Finish stretch"
// expect: RoutineScreen body
// expect: StepRow body: Stretch done
:tap "Finish stretch"
// expect: RoutineScreen body
