// Hacking with Swift "100 Days of SwiftUI" style: a habit tracker (the Day 47 challenge) with an @Observable store; the pushed detail looks its habit up by id, so "Mark Completed" re-runs the covered list's body and the detail, parent first (rules §8.3, §2.8, §14.3)
import SwiftUI

struct Habit: Identifiable, Equatable {
    let id: Int
    var title: String
    var completions = 0
}

@Observable
final class HabitStore {
    var habits = [Habit(id: 1, title: "Walk"), Habit(id: 2, title: "Stretch")]
    private var nextID = 3

    func add(_ title: String) {
        habits.append(Habit(id: nextID, title: title))
        nextID += 1
    }

    func complete(_ id: Int) {
        guard let index = habits.firstIndex(where: { $0.id == id }) else { return }
        habits[index].completions += 1
    }

    func habit(_ id: Int) -> Habit? {
        habits.first { $0.id == id }
    }
}

struct HabitDetail: View {
    let store: HabitStore
    let id: Int

    var body: some View {
        if let habit = store.habit(id) {
            let _ = print("HabitDetail body: \(habit.title) \(habit.completions)")
            VStack {
                Text(habit.title)
                Text("Done \(habit.completions) times")
                Button("Mark Completed") {
                    store.complete(id)
                }
            }
        }
    }
}

struct HabitsScreen: View {
    @State private var store = HabitStore()

    var body: some View {
        let _ = print("HabitsScreen body: \(store.habits.count) habits")
        NavigationStack {
            List(store.habits) { habit in
                NavigationLink(value: habit.id) {
                    HStack {
                        Text(habit.title)
                        Spacer()
                        Text("\(habit.completions)")
                    }
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: Int.self) { id in
                HabitDetail(store: store, id: id)
            }
            .toolbar {
                Button("Add Reading") {
                    store.add("Reading")
                }
            }
        }
    }
}

:mount HabitsScreen()
// expect: HabitsScreen body: 2 habits
:tap "Walk"
// expect: HabitDetail body: Walk 0
:tap "Mark Completed"
// expect: HabitsScreen body: 2 habits
// expect: HabitDetail body: Walk 1
:tap "Mark Completed"
// expect: HabitsScreen body: 2 habits
// expect: HabitDetail body: Walk 2
:back
:tap "Add Reading"
// expect: HabitsScreen body: 3 habits
:tap "Reading"
// expect: HabitDetail body: Reading 0
