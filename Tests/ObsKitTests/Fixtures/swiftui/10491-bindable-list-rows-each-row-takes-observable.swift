// Observation in depth style: @Bindable in list rows; each row takes its @Observable habit as @Bindable and binds a Toggle to $habit.isActive; a toggle re-runs that row and the summary that counts active habits, nothing else (rules §8.5, §9.2, §8.3)
import SwiftUI

@Observable
final class Habit: Identifiable {
    let id: Int
    var name: String
    var isActive: Bool

    init(id: Int, name: String, isActive: Bool) {
        self.id = id
        self.name = name
        self.isActive = isActive
    }
}

@Observable
final class HabitStore {
    var habits = [
        Habit(id: 1, name: "Walk", isActive: true),
        Habit(id: 2, name: "Read", isActive: false),
        Habit(id: 3, name: "Stretch", isActive: false),
    ]
}

struct HabitRow: View {
    @Bindable var habit: Habit

    var body: some View {
        let _ = print("HabitRow body: \(habit.name)")
        Toggle(habit.name, isOn: $habit.isActive)
    }
}

struct ActiveCount: View {
    let store: HabitStore

    var body: some View {
        let active = store.habits.filter { $0.isActive }.count
        let _ = print("ActiveCount body: \(active) active")
        Text("\(active) active")
    }
}

struct HabitList: View {
    @State private var store = HabitStore()

    var body: some View {
        let _ = print("HabitList body")
        VStack {
            ActiveCount(store: store)
            ForEach(store.habits) { habit in
                HabitRow(habit: habit)
            }
        }
    }
}

:mount HabitList()
// expect: HabitList body
// expect: ActiveCount body: 1 active
// expect: HabitRow body: Walk
// expect: HabitRow body: Read
// expect: HabitRow body: Stretch
:toggle "Read"
// expect: ActiveCount body: 2 active
// expect: HabitRow body: Read
:toggle "Walk"
// expect: ActiveCount body: 1 active
// expect: HabitRow body: Walk
:toggle "Read"
// expect: ActiveCount body: 0 active
// expect: HabitRow body: Read
