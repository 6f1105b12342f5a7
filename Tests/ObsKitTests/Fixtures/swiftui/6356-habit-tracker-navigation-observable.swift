// Hacking with Swift 100 Days (day 47 challenge, a habit tracker): an @Observable store, NavigationLink(value:) rows, navigationDestination(for:) to a detail view that reads the store by id and marks the habit done; the pushed detail re-runs when the store changes, and the list adds a habit from its toolbar (Apple: Observable(), NavigationStack, navigationDestination(for:destination:), toolbar; SEMANTICS §8 tracking per body, §14 Navigation)
import SwiftUI

struct Habit: Identifiable, Codable, Equatable {
    let id: Int
    var title: String
    var details: String
    var completionCount = 0
}

@Observable
final class HabitStore {
    var habits: [Habit] = [
        Habit(id: 1, title: "Meditate", details: "Ten quiet minutes"),
        Habit(id: 2, title: "Read", details: "Twenty pages"),
    ]

    func habit(id: Int) -> Habit? {
        habits.first { $0.id == id }
    }

    func markCompleted(id: Int) {
        guard let index = habits.firstIndex(where: { $0.id == id }) else { return }
        habits[index].completionCount += 1
    }

    func add(title: String, details: String) {
        let nextID = (habits.map(\.id).max() ?? 0) + 1
        habits.append(Habit(id: nextID, title: title, details: details))
    }
}

struct HabitDetailView: View {
    let habitID: Int
    var store: HabitStore

    var body: some View {
        if let habit = store.habit(id: habitID) {
            let _ = print("detail \(habit.title): \(habit.completionCount)")
            List {
                Section("About") {
                    Text(habit.details)
                }
                Section {
                    Text("Completed \(habit.completionCount) times")
                    Button("Mark Completed") {
                        store.markCompleted(id: habitID)
                    }
                }
            }
            .navigationTitle(habit.title)
        } else {
            ContentUnavailableView("Habit not found", systemImage: "questionmark")
        }
    }
}

struct HabitListView: View {
    @State private var store = HabitStore()

    var body: some View {
        NavigationStack {
            List(store.habits) { habit in
                NavigationLink(value: habit.id) {
                    HStack {
                        Text(habit.title)
                        Spacer()
                        Text("\(habit.completionCount)")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: Int.self) { id in
                HabitDetailView(habitID: id, store: store)
            }
            .toolbar {
                Button("Add Stretch") {
                    store.add(title: "Stretch", details: "Five minutes")
                }
                Button("Summary") {
                    print(store.habits.map { "\($0.title) \($0.completionCount)" }.joined(separator: ", "))
                }
            }
        }
    }
}

:mount HabitListView()
:tap "Meditate"
:tap "Mark Completed"
:tap "Mark Completed"
:back
:tap "Summary"
:tap "Add Stretch"
:tap "Stretch"
:tap "Mark Completed"
:back
:tap "Summary"

// expect: detail Meditate: 0
// expect: detail Meditate: 1
// expect: detail Meditate: 2
// expect: Meditate 2, Read 0
// expect: detail Stretch: 0
// expect: detail Stretch: 1
// expect: Meditate 2, Read 0, Stretch 1
