// Kodeco style: editing in a sheet(item:): tapping a habit row presents an editor for that @Observable habit, edited in place through @Bindable; the covered row follows each edit, the list never runs again, and Done or a swipe clears the item and calls onDismiss (rules §13.1, §8.5, §9.2, §15.12)
import SwiftUI

@Observable
final class Habit: Identifiable {
    let id: Int
    var name: String
    var streak: Int

    init(id: Int, name: String, streak: Int) {
        self.id = id
        self.name = name
        self.streak = streak
    }
}

@Observable
final class HabitStore {
    var habits = [Habit(id: 1, name: "Read", streak: 3), Habit(id: 2, name: "Run", streak: 0)]
}

struct HabitLabel: View {
    let habit: Habit

    var body: some View {
        let _ = print("HabitLabel body: \(habit.name) \(habit.streak)")
        Text("\(habit.name) \(habit.streak)")
    }
}

struct HabitEditor: View {
    @Bindable var habit: Habit
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $habit.name)
                Stepper("Streak \(habit.streak)", value: $habit.streak)
            }
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
        .onAppear { print("editor for \(habit.name)") }
    }
}

struct HabitList: View {
    @State private var store = HabitStore()
    @State private var editing: Habit?

    var body: some View {
        let _ = print("HabitList body")
        List(store.habits) { habit in
            Button {
                editing = habit
            } label: {
                HabitLabel(habit: habit)
            }
        }
        .sheet(item: $editing, onDismiss: { print("editor dismissed") }) { habit in
            HabitEditor(habit: habit)
        }
    }
}

:mount HabitList()
// expect: HabitList body
// expect: HabitLabel body: Read 3
// expect: HabitLabel body: Run 0
:tap "Read 3"
// expect: editor for Read
:type "!" into "Name"
// expect: HabitLabel body: Read! 3
:step "Streak 3" up
// expect: HabitLabel body: Read! 4
:tap "Done"
// expect: editor dismissed
:tap "Run 0"
// expect: editor for Run
:dismiss
// expect: editor dismissed
