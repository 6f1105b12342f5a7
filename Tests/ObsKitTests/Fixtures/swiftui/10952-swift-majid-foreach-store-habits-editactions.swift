// Blog style (Swift with Majid): ForEach($store.habits, editActions: .delete) on an ObservableObject: toggles write through the binding, a swipe removes the element itself (rules §15.1, §15.2, §9.2, §6.3)
import SwiftUI
import Combine

struct Habit: Identifiable {
    let id = UUID()
    var name: String
    var isOn: Bool
}

final class HabitStore: ObservableObject {
    @Published var habits = [
        Habit(name: "Read", isOn: false),
        Habit(name: "Run", isOn: true),
        Habit(name: "Stretch", isOn: false),
    ]
}

struct HabitsView: View {
    @StateObject private var store = HabitStore()

    var body: some View {
        let _ = print("HabitsView body: \(store.habits.filter(\.isOn).map(\.name)) of \(store.habits.count)")
        List {
            ForEach($store.habits, editActions: .delete) { $habit in
                Toggle(habit.name, isOn: $habit.isOn)
            }
        }
    }
}
:mount HabitsView()
// expect: HabitsView body: ["Run"] of 3
:toggle "Read"
// expect: HabitsView body: ["Read", "Run"] of 3
:delete "Run"
// expect: HabitsView body: ["Read"] of 2
:toggle "Stretch"
// expect: HabitsView body: ["Read", "Stretch"] of 2
