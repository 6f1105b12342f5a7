// A workout plan whose exercises are reordered by drag (`.onMove`), each row counting its sets in @State: does the
// count follow the row? With Identifiable data it does.
// What SwiftUI does: a drag calls onMove with the source offsets and the destination offset, and the action moves
// the data (rules §15.2). The rows keep their ids, so their nodes and @State move with them (rules §1.2); the list's
// body runs (it reads the array), and every row gets an equal value, so no row body runs (rules §2.3, §2.7). The
// Squat row still shows its two sets at the bottom.
// Sources: rules §1.2, §2.3, §2.6, §2.7, §15.2; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
import SwiftUI

struct Exercise: Identifiable {
    let id: Int
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
    @State private var exercises = [Exercise(id: 1, name: "Squat"), Exercise(id: 2, name: "Plank"), Exercise(id: 3, name: "Lunge")]

    var body: some View {
        let _ = print("WorkoutPlan body: \(exercises.map { $0.name }.joined(separator: ", "))")
        List {
            ForEach(exercises) { exercise in
                ExerciseRow(name: exercise.name)
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
:tap "Squat: 2 sets"
// expect: ExerciseRow body: Squat sets 3
