// The same workout plan written with `ForEach(exercises.indices, id: \.self)`: after a drag the set counts no longer
// match the exercises, the "my row state jumps to another row after onMove" question.
// What SwiftUI does: the ids are positions (rules §1.2). onMove moves the data (rules §15.2), but the positions 0, 1,
// 2 all still exist, so every node stays where it was with its @State, and each gets the name now at its position:
// all three values differ and all three bodies run (rules §2.7). Squat's two sets stay on row 0, now "Plank".
// Sources: rules §1.2, §2.7, §15.2; https://developer.apple.com/documentation/swiftui/foreach;
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
import SwiftUI

struct Exercise {
    let name: String
}

struct ExerciseRow: View {
    let name: String
    @State private var sets = 0

    var body: some View {
        let _ = print("ExerciseRow body: \(name) sets \(sets)")
        Button("\(name): \(sets) sets") { sets += 1 }
    }
}

struct WorkoutPlan: View {
    @State private var exercises = [Exercise(name: "Squat"), Exercise(name: "Plank"), Exercise(name: "Lunge")]

    var body: some View {
        let _ = print("WorkoutPlan body: \(exercises.map { $0.name }.joined(separator: ", "))")
        List {
            ForEach(exercises.indices, id: \.self) { index in
                ExerciseRow(name: exercises[index].name)
            }
            .onMove { source, destination in
                exercises.move(fromOffsets: source, toOffset: destination)
            }
        }
    }
}

:mount WorkoutPlan()
// expect: WorkoutPlan body: Squat, Plank, Lunge
// expect: ExerciseRow body: Squat sets 0
// expect: ExerciseRow body: Plank sets 0
// expect: ExerciseRow body: Lunge sets 0
:tap "Squat: 0 sets"
// expect: ExerciseRow body: Squat sets 1
:tap "Squat: 1 sets"
// expect: ExerciseRow body: Squat sets 2
:move "Squat: 2 sets" to 2
// expect: WorkoutPlan body: Plank, Lunge, Squat
// expect: ExerciseRow body: Plank sets 2
// expect: ExerciseRow body: Lunge sets 0
// expect: ExerciseRow body: Squat sets 0
:tap "Plank: 2 sets"
// expect: ExerciseRow body: Plank sets 3
