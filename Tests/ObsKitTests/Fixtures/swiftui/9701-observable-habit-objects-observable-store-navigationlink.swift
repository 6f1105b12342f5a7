// Hacking with Swift "Habit tracking" challenge style: @Observable Habit objects in an @Observable store, NavigationLink(value:) rows and a detail holding the habit with @Bindable; marking a habit done runs its row and the detail, not the list
import SwiftUI

@Observable
final class Habit: Identifiable, Hashable {
    let id: Int
    var title: String
    var count = 0

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    static func == (lhs: Habit, rhs: Habit) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@Observable
final class HabitStore {
    var habits = [Habit(id: 1, title: "Read"), Habit(id: 2, title: "Run")]
}

struct HabitRow: View {
    let habit: Habit

    var body: some View {
        let _ = print("HabitRow body: \(habit.title) \(habit.count)")
        HStack {
            Text(habit.title)
            Spacer()
            Text("\(habit.count)x")
        }
    }
}

struct HabitDetail: View {
    @Bindable var habit: Habit

    var body: some View {
        let _ = print("HabitDetail body: \(habit.title) \(habit.count)")
        Form {
            TextField("Title", text: $habit.title)
            Text("Completed \(habit.count) times")
            Button("Mark done") { habit.count += 1 }
        }
        .navigationTitle(habit.title)
    }
}

struct HabitListView: View {
    @State private var store = HabitStore()

    var body: some View {
        let _ = print("HabitListView body: \(store.habits.count) habits")
        NavigationStack {
            List(store.habits) { habit in
                NavigationLink(value: habit) {
                    HabitRow(habit: habit)
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: Habit.self) { habit in
                HabitDetail(habit: habit)
            }
        }
    }
}

:mount HabitListView()
// expect: HabitListView body: 2 habits
// expect: HabitRow body: Read 0
// expect: HabitRow body: Run 0
:tap "Run"
// expect: HabitDetail body: Run 0
:tap "Mark done"
// expect: HabitRow body: Run 1
// expect: HabitDetail body: Run 1
:type "ning" into "Title"
// expect: HabitRow body: Runn 1
// expect: HabitDetail body: Runn 1
// expect: HabitRow body: Runni 1
// expect: HabitDetail body: Runni 1
// expect: HabitRow body: Runnin 1
// expect: HabitDetail body: Runnin 1
// expect: HabitRow body: Running 1
// expect: HabitDetail body: Running 1
:back
:tap "Read"
// expect: HabitDetail body: Read 0
