// Style: Apple-tutorial style, an "Add Task" sheet with Save and Cancel that close it with `@Environment(\.dismiss)`.
// SwiftUI: `dismiss()` closes the sheet its view is in (Apple `dismissaction`; rules §15.12). The sheet's @State
// `title` is fresh at each presentation (rules §13.1, §1.4), and typing into `$title` runs no body, since the sheet's
// body doesn't read it (rules §3.5). Save appends to the list's @State, which the list's body reads: it runs once; the
// dismissed sheet's content is not built again (rules §15.12, ObsREPL's choice). Cancel changes nothing the list reads.
import SwiftUI

struct AddTaskSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    let onSave: (String) -> Void

    var body: some View {
        let _ = print("add sheet body")
        VStack {
            TextField("Task", text: $title)
            Button("Save") {
                onSave(title)
                dismiss()
            }
            Button("Cancel") { dismiss() }
        }
    }
}

struct TaskList: View {
    @State private var tasks: [String] = []
    @State private var adding = false

    var body: some View {
        let _ = print("task list body: \(tasks)")
        VStack {
            ForEach(tasks, id: \.self) { task in
                Text(task)
            }
            Button("Add Task") { adding = true }
        }
        .sheet(isPresented: $adding) {
            AddTaskSheet { newTask in
                tasks.append(newTask)
            }
        }
    }
}

:mount TaskList()
// expect: task list body: []
:tap "Add Task"
// expect: add sheet body
:type "Walk" into "Task"
:tap "Save"
// expect: task list body: ["Walk"]
:tap "Add Task"
// expect: add sheet body
:type "Nap" into "Task"
:tap "Cancel"
:tap "Add Task"
// expect: add sheet body
:type "Read" into "Task"
:tap "Save"
// expect: task list body: ["Walk", "Read"]
