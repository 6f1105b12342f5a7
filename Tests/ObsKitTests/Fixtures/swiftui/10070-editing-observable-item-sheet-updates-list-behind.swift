// Stack Overflow Q&A style: "editing an @Observable item in a sheet updates the list behind it": sheet(item:) hands the editor the object, the editor binds with @Bindable, and each edit re-runs the row that read the property and the editor; the list's body reads neither the selection nor the names and never runs (rules §13.1, §8.4, §8.5, §15.12)
import SwiftUI

@Observable
final class Habit: Identifiable {
    let id: Int
    var name: String
    var streak = 0
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

struct HabitRow: View {
    let habit: Habit
    let onEdit: (Habit) -> Void

    var body: some View {
        let _ = print("HabitRow body: \(habit.name) (\(habit.streak))")
        HStack {
            Text("\(habit.name) (\(habit.streak))")
            Button("Edit \(habit.id)") { onEdit(habit) }
        }
    }
}

struct HabitEditor: View {
    @Bindable var habit: Habit
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("HabitEditor body: \(habit.name) (\(habit.streak))")
        Form {
            TextField("Habit name", text: $habit.name)
            Button("Add a day") { habit.streak += 1 }
            Button("Done") { dismiss() }
        }
    }
}

struct HabitList: View {
    @State private var habits = [Habit(id: 1, name: "Read"), Habit(id: 2, name: "Run")]
    @State private var editing: Habit?

    var body: some View {
        let _ = print("HabitList body")
        List {
            ForEach(habits) { habit in
                HabitRow(habit: habit, onEdit: { editing = $0 })
            }
        }
        .sheet(item: $editing) { habit in
            HabitEditor(habit: habit)
        }
    }
}

:mount HabitList()
// expect: HabitList body
// expect: HabitRow body: Read (0)
// expect: HabitRow body: Run (0)
:tap "Edit 1"
// expect: HabitEditor body: Read (0)
:type "s" into "Habit name"
// expect: HabitRow body: Reads (0)
// expect: HabitEditor body: Reads (0)
:tap "Add a day"
// expect: HabitRow body: Reads (1)
// expect: HabitEditor body: Reads (1)
:tap "Done"
:tap "Edit 2"
// expect: HabitEditor body: Run (0)
