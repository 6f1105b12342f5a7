// Scrumdinger style editing in a sheet: tapping a row sets an optional item and sheet(item:) builds the editor only then, with a @State draft made from it; Save hands the draft back and dismisses, a swipe dismisses without saving; onDismiss runs either way, and the list runs again only when its habits change (rules §13.1, §15.12, §3.5)
import SwiftUI

struct Habit: Identifiable, Equatable {
    let id: Int
    var name: String
    var goal: Int
}

struct HabitEditor: View {
    @State private var draft: Habit
    let onSave: (Habit) -> Void
    @Environment(\.dismiss) private var dismiss

    init(habit: Habit, onSave: @escaping (Habit) -> Void) {
        _draft = State(initialValue: habit)
        self.onSave = onSave
    }

    var body: some View {
        let _ = print("HabitEditor body: \(draft.name), goal \(draft.goal)")
        NavigationStack {
            Form {
                TextField("Name", text: $draft.name)
                Stepper("Goal", value: $draft.goal, in: 1...10)
            }
            .navigationTitle("Edit Habit")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct HabitList: View {
    @State private var habits = [
        Habit(id: 1, name: "Read", goal: 2),
        Habit(id: 2, name: "Walk", goal: 5),
    ]
    @State private var editing: Habit?

    var body: some View {
        let _ = print("HabitList body: \(habits.map { "\($0.name) \($0.goal)" }.joined(separator: ", "))")
        List(habits) { habit in
            Button(habit.name) { editing = habit }
        }
        .sheet(item: $editing, onDismiss: { print("editor dismissed") }) { habit in
            HabitEditor(habit: habit) { saved in
                if let index = habits.firstIndex(where: { $0.id == saved.id }) {
                    habits[index] = saved
                }
            }
        }
    }
}

:mount HabitList()
// expect: HabitList body: Read 2, Walk 5
:tap "Read"
// expect: HabitEditor body: Read, goal 2
:step "Goal" up
// expect: HabitEditor body: Read, goal 3
:type "s" into "Name"
// expect: HabitEditor body: Reads, goal 3
:tap "Save"
// expect: HabitList body: Reads 3, Walk 5
// expect: editor dismissed
:tap "Walk"
// expect: HabitEditor body: Walk, goal 5
:type "!" into "Name"
// expect: HabitEditor body: Walk!, goal 5
:dismiss
// expect: editor dismissed
:tap "Walk"
// expect: HabitEditor body: Walk, goal 5
