// 100 Days of SwiftUI style: a first to-do list with a text field, an Add button disabled while empty, and swipe to delete.
// What SwiftUI does: the body reads `newTask` (for `.disabled`), so every keystroke of `:type` re-runs it
// (rules §3.5, §10.1: one turn per keystroke); Add appends and clears in one action, one body run (rules §10.1).
// `onDelete` gets the offsets of the swiped row and the action changes the data (rules §15.2). A disabled button
// can't be tapped (rules §15.11).
import SwiftUI

struct TodoListView: View {
    @State private var tasks = ["Laundry"]
    @State private var newTask = ""

    var body: some View {
        let _ = print("body: \(tasks.count) tasks, draft '\(newTask)'")
        NavigationStack {
            List {
                Section {
                    TextField("New task", text: $newTask)
                    Button("Add") {
                        tasks.append(newTask)
                        newTask = ""
                    }
                    .disabled(newTask.isEmpty)
                }
                Section("To do") {
                    ForEach(tasks, id: \.self) { task in
                        Text(task)
                    }
                    .onDelete { offsets in
                        tasks.remove(atOffsets: offsets)
                        print("left: \(tasks)")
                    }
                }
            }
            .navigationTitle("To-Do")
        }
    }
}

:mount TodoListView()
// expect: body: 1 tasks, draft ''
:type "Milk" into "New task"
// expect: body: 1 tasks, draft 'M'
// expect: body: 1 tasks, draft 'Mi'
// expect: body: 1 tasks, draft 'Mil'
// expect: body: 1 tasks, draft 'Milk'
:tap "Add"
// expect: body: 2 tasks, draft ''
:delete "Laundry"
// expect: left: ["Milk"]
// expect: body: 1 tasks, draft ''
:tap "Add"
// expect-error: button "Add" is disabled
