// forms and editing style: an edit sheet with a @State draft and a confirmation alert before discarding changes; Cancel dismisses at once when nothing changed, asks otherwise; Save is disabled until the draft differs; interactiveDismissDisabled(hasChanges) refuses the swipe (rules §13.2, §15.11, §15.12)
import SwiftUI

struct Habit: Identifiable, Equatable {
    let id: Int
    var name: String
    var goal: Int
}

struct HabitEditor: View {
    let original: Habit
    let onSave: (Habit) -> Void
    @State private var draft: Habit
    @State private var confirmingDiscard = false
    @Environment(\.dismiss) private var dismiss

    init(habit: Habit, onSave: @escaping (Habit) -> Void) {
        original = habit
        self.onSave = onSave
        _draft = State(initialValue: habit)
    }

    private var hasChanges: Bool { draft != original }

    var body: some View {
        let _ = print("HabitEditor body: \(draft.name) x\(draft.goal) changed=\(hasChanges)")
        NavigationStack {
            Form {
                TextField("Name", text: $draft.name)
                Stepper("Goal", value: $draft.goal, in: 1...7)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        if hasChanges {
                            confirmingDiscard = true
                        } else {
                            dismiss()
                        }
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                    .disabled(!hasChanges)
                }
            }
            .alert("Discard changes?", isPresented: $confirmingDiscard) {
                Button("Discard", role: .destructive) { dismiss() }
                Button("Keep Editing", role: .cancel) { }
            }
        }
        .interactiveDismissDisabled(hasChanges)
    }
}

struct HabitList: View {
    @State private var habits = [Habit(id: 1, name: "Run", goal: 3)]
    @State private var editing: Habit?

    var body: some View {
        let _ = print("HabitList body: \(habits.map { "\($0.name) x\($0.goal)" })")
        List {
            ForEach(habits) { habit in
                Button(habit.name) { editing = habit }
            }
        }
        .sheet(item: $editing) { habit in
            HabitEditor(habit: habit) { updated in
                habits = habits.map { $0.id == updated.id ? updated : $0 }
            }
        }
    }
}

:mount HabitList()
// expect: HabitList body: ["Run x3"]
:tap "Run"
// expect: HabitEditor body: Run x3 changed=false
:tap "Cancel"
:tap "Run"
// expect: HabitEditor body: Run x3 changed=false
:step "Goal" up
// expect: HabitEditor body: Run x4 changed=true
:tap "Cancel"
:tap "Keep Editing"
:step "Goal" down
// expect: HabitEditor body: Run x3 changed=false
:step "Goal" up
// expect: HabitEditor body: Run x4 changed=true
:tap "Cancel"
:tap "Discard"
:tap "Run"
// expect: HabitEditor body: Run x3 changed=false
:type "s" into "Name"
// expect: HabitEditor body: Runs x3 changed=true
:tap "Save"
// expect: HabitList body: ["Runs x3"]
:tap "Runs"
// expect: HabitEditor body: Runs x3 changed=false
:type "!" into "Name"
// expect: HabitEditor body: Runs! x3 changed=true
:dismiss
// expect-error: can't be dismissed by a swipe
