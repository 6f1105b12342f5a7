// Issue 13 (A), a list with a toolbar: `Button(_:systemImage:action:)` as the primary action (shown as an
// icon, found by its title), a count in the leading slot, ContentUnavailableView as an overlay while the
// list is empty, and onChange of the count.
// Expected: the toolbar button is tappable inside the NavigationStack (2209); onChange prints per add.
import SwiftUI

struct Habit: Identifiable {
    let id = UUID()
    var name: String
}

struct HabitsView: View {
    @State private var habits: [Habit] = []

    var body: some View {
        NavigationStack {
            List(habits) { habit in
                Text(habit.name)
            }
            .navigationTitle("Habits")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Text("\(habits.count)")
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Habit", systemImage: "plus") {
                        habits.append(Habit(name: "Habit \(habits.count + 1)"))
                    }
                }
            }
            .overlay {
                if habits.isEmpty {
                    ContentUnavailableView("No Habits", systemImage: "leaf", description: Text("Tap + to add one."))
                }
            }
        }
        .onChange(of: habits.count) {
            print("habits:", habits.map(\.name))
        }
    }
}

:mount HabitsView()
:tap "Add Habit"
:tap "Add Habit"

// expect: habits: ["Habit 1"]
// expect: habits: ["Habit 1", "Habit 2"]
