// Apple List docs style: rows by Binding, ForEach($store.habits) { $habit in } over an ObservableObject's @Published array; toggling one habit publishes, runs the screen, and runs every row again, since each row's binding is made anew at every render (rules §15.1, §9.2, §6.5, §2.5)
import SwiftUI

struct Habit: Identifiable, Equatable {
    let id: Int
    let name: String
    var doneToday = false
}

final class HabitStore: ObservableObject {
    @Published var habits = [
        Habit(id: 1, name: "Walk"),
        Habit(id: 2, name: "Read"),
        Habit(id: 3, name: "Stretch"),
    ]
}

struct HabitRow: View {
    @Binding var habit: Habit

    var body: some View {
        let _ = print("HabitRow body: \(habit.name) \(habit.doneToday)")
        Toggle(habit.name, isOn: $habit.doneToday)
    }
}

struct HabitsView: View {
    @StateObject private var store = HabitStore()

    var body: some View {
        let _ = print("HabitsView body: \(store.habits.filter(\.doneToday).count) done")
        List {
            ForEach($store.habits) { $habit in
                HabitRow(habit: $habit)
            }
        }
    }
}

:mount HabitsView()
// expect: HabitsView body: 0 done
// expect: HabitRow body: Walk false
// expect: HabitRow body: Read false
// expect: HabitRow body: Stretch false
:toggle "Read"
// expect: HabitsView body: 1 done
// expect: HabitRow body: Walk false
// expect: HabitRow body: Read true
// expect: HabitRow body: Stretch false
:toggle "Walk"
// expect: HabitsView body: 2 done
// expect: HabitRow body: Walk true
// expect: HabitRow body: Read true
// expect: HabitRow body: Stretch false
