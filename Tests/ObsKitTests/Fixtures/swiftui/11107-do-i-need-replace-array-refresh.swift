// Reddit r/SwiftUI style (do I need to replace the array to refresh a row?): with @Observable elements a row that reads a property re-runs alone, the list only when the array changes (rules §8.3, §8.4, §2.3, §1.2)
import SwiftUI
import Observation

@Observable
final class Habit: Identifiable {
    let id: Int
    let name: String
    var streak = 0
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class HabitStore {
    var habits = [Habit(id: 1, name: "Read"), Habit(id: 2, name: "Run")]
}

struct HabitRow: View {
    let habit: Habit
    var body: some View {
        let _ = print("HabitRow \(habit.name) body streak \(habit.streak)")
        Button("Done \(habit.name)") { habit.streak += 1 }
    }
}

struct HabitList: View {
    @State private var store = HabitStore()
    var body: some View {
        let _ = print("HabitList body \(store.habits.count)")
        VStack {
            ForEach(store.habits) { habit in
                HabitRow(habit: habit)
            }
            Button("Add Swim") { store.habits.append(Habit(id: 3, name: "Swim")) }
        }
    }
}

:mount HabitList()
// expect: HabitList body 2
// expect: HabitRow Read body streak 0
// expect: HabitRow Run body streak 0
:tap "Done Read"
// expect: HabitRow Read body streak 1
:tap "Add Swim"
// expect: HabitList body 3
// expect: HabitRow Swim body streak 0
:tap "Done Run"
// expect: HabitRow Run body streak 1
