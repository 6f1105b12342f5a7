// Apple tutorial style (habit tracker): NavigationStack(path:) bound to an @Observable store's path through a local @Bindable, a pushed detail that logs, pop by :back (rules §8.5, §8.7, §15.12, §14.3)
import SwiftUI
import Observation

@Observable
final class Habit: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var count = 0
    init(name: String) { self.name = name }
    static func == (lhs: Habit, rhs: Habit) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@Observable
final class HabitStore {
    var habits = [Habit(name: "Read"), Habit(name: "Run")]
    var path: [Habit] = []
}

struct HabitDetail: View {
    let habit: Habit
    var body: some View {
        let _ = print("detail \(habit.name): \(habit.count)")
        VStack {
            Text("Done \(habit.count) times")
            Button("Log") { habit.count += 1 }
        }
        .navigationTitle(habit.name)
    }
}

struct HabitListView: View {
    @Environment(HabitStore.self) private var store
    var body: some View {
        @Bindable var store = store
        let _ = print("list: \(store.path.count) deep")
        NavigationStack(path: $store.path) {
            List(store.habits) { habit in
                NavigationLink(value: habit) {
                    Text(habit.name)
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: Habit.self) { habit in
                HabitDetail(habit: habit)
            }
        }
    }
}

let store = HabitStore()
:mount HabitListView().environment(store)
// expect: list: 0 deep
:tap "Read"
// expect: list: 1 deep
// expect: detail Read: 0
:tap "Log"
// expect: detail Read: 1
:tap "Log"
// expect: detail Read: 2
:back
// expect: list: 0 deep
:tap "Run"
// expect: list: 1 deep
// expect: detail Run: 0
print(store.habits.map { "\($0.name)=\($0.count)" })
// expect: ["Read=2", "Run=0"]
