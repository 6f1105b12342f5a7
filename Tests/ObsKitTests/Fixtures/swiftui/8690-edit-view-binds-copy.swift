// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/app-dev-training/creating-the-edit-view (the edit view binds to a copy the detail view keeps in @State — `editingScrum` — and Done copies it back; Cancel drops the edits)
import SwiftUI

struct Habit {
    var title: String
    var goal: Int
}

struct HabitEditView: View {
    @Binding var habit: Habit

    var body: some View {
        Form {
            TextField("Title", text: $habit.title)
            Stepper("Goal \(habit.goal)", value: $habit.goal, in: 1...7)
        }
    }
}

struct HabitDetailView: View {
    @Binding var habit: Habit
    @State private var editingHabit = Habit(title: "", goal: 1)
    @State private var isPresentingEditView = false

    var body: some View {
        VStack {
            Text("\(habit.title) x\(habit.goal)")
            Button("Edit") {
                editingHabit = habit
                isPresentingEditView = true
            }
        }
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                HabitEditView(habit: $editingHabit)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { isPresentingEditView = false }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditView = false
                                habit = editingHabit
                            }
                        }
                    }
            }
        }
    }
}

struct HabitsApp: View {
    @State private var habit = Habit(title: "Run", goal: 3)

    var body: some View {
        HabitDetailView(habit: $habit)
            .onChange(of: habit.goal) { _, goal in print("saved \(habit.title) goal \(goal)") }
    }
}

:mount HabitsApp()
:tap "Edit"
:step "Goal 3" up 2
:tap "Cancel"
:tap "Edit"
:step "Goal 3" up 1
:tap "Done"
// expect: saved Run goal 4
