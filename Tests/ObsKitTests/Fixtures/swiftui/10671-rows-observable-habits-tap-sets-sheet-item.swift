// HWS "@Bindable in a sheet" style: rows of @Observable habits, a tap sets sheet(item:) and the sheet edits the habit through @Bindable; each keystroke runs the row that shows the name and the editor that made $habit.name (the presenter's row first), never the list (rules §13.1, §8.5, §8.3, §15.12)
import SwiftUI

@Observable
final class Habit: Identifiable {
    let id: Int
    var name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
        print("Habit \(name) init")
    }
}

struct HabitRow: View {
    let habit: Habit

    var body: some View {
        let _ = print("HabitRow body: \(habit.name)")
        Text(habit.name)
    }
}

struct HabitEditor: View {
    @Bindable var habit: Habit
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("HabitEditor body: \(habit.name)")
        NavigationStack {
            Form {
                TextField("Habit name", text: $habit.name)
            }
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct HabitList: View {
    @State private var habits = [Habit(id: 1, name: "Read"), Habit(id: 2, name: "Run")]
    @State private var editing: Habit?

    var body: some View {
        let _ = print("HabitList body")
        List(habits) { habit in
            Button {
                editing = habit
            } label: {
                HabitRow(habit: habit)
            }
        }
        .sheet(item: $editing) { habit in
            HabitEditor(habit: habit)
        }
    }
}

:mount HabitList()
// expect: Habit Read init
// expect: Habit Run init
// expect: HabitList body
// expect: HabitRow body: Read
// expect: HabitRow body: Run
:tap "Read"
// expect: HabitEditor body: Read
:type "er" into "Habit name"
// expect: HabitRow body: Reade
// expect: HabitEditor body: Reade
// expect: HabitRow body: Reader
// expect: HabitEditor body: Reader
:tap "Done"
:tap "Run"
// expect: HabitEditor body: Run
