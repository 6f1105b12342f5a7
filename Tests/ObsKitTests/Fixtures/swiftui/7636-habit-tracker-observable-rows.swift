// 100 Days of SwiftUI style (Habit-tracking challenge): @Observable habits in an @Observable store, one row view each.
// What SwiftUI does: each body depends only on the properties it read (rules §8.3, §8.4); a row that reads
// `habit.count` re-runs alone when that habit's count changes, with `@dependencies` (rules §12.1), and the list,
// which never read `count`, does not run. Adding a habit changes `habits`, which the list read: its body runs, the
// new row is made (`@self`, rules §12.2), and the old rows get the same object reference, so they are equal and
// skip their bodies (rules §2.3, §2.7).
import SwiftUI
import Observation

@Observable
final class Habit: Identifiable {
    let id = UUID()
    var name: String
    var count = 0
    init(name: String) { self.name = name }
}

@Observable
final class HabitStore {
    var habits = [Habit(name: "Reading"), Habit(name: "Walking")]
}

struct HabitRow: View {
    let habit: Habit

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("row \(habit.name): \(habit.count)")
        HStack {
            Text(habit.name)
            Spacer()
            Button("Done \(habit.name)") { habit.count += 1 }
        }
    }
}

struct HabitListView: View {
    @State private var store = HabitStore()

    var body: some View {
        let _ = print("list: \(store.habits.count) habits")
        List {
            ForEach(store.habits) { habit in
                HabitRow(habit: habit)
            }
            Button("Add Stretching") { store.habits.append(Habit(name: "Stretching")) }
        }
    }
}

:mount HabitListView()
// expect: list: 2 habits
// expect: HabitRow: @self changed.
// expect: row Reading: 0
// expect: HabitRow: @self changed.
// expect: row Walking: 0
:tap "Done Reading"
// expect: HabitRow: @dependencies changed.
// expect: row Reading: 1
:tap "Done Reading"
// expect: HabitRow: @dependencies changed.
// expect: row Reading: 2
:tap "Add Stretching"
// expect: list: 3 habits
// expect: HabitRow: @self changed.
// expect: row Stretching: 0
