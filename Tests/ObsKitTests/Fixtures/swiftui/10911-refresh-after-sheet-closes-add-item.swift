// Stack Overflow style (refresh after a sheet closes): an add-item sheet writes through a Binding and dismisses; the presenter's body runs for the new item, then the content disappears and onDismiss runs and updates a status (rules §15.12, §13.1, §11.1, §3.5)
import SwiftUI

struct AddTaskView: View {
    @Binding var tasks: [String]
    @State private var newTitle = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("AddTaskView.body '\(newTitle)'")
        VStack {
            TextField("Title", text: $newTitle)
            Button("Add") {
                tasks.append(newTitle)
                dismiss()
            }
        }
        .onDisappear { print("AddTaskView gone") }
    }
}

struct TaskListView: View {
    @State private var tasks = ["Walk"]
    @State private var showAdd = false
    @State private var status = "idle"

    var body: some View {
        let _ = print("list: \(tasks.joined(separator: ", ")) status=\(status)")
        VStack {
            ForEach(tasks, id: \.self) { Text($0) }
            Button("New Task") { showAdd = true }
        }
        .sheet(isPresented: $showAdd, onDismiss: {
            print("onDismiss, \(tasks.count) tasks")
            status = "closed"
        }) {
            AddTaskView(tasks: $tasks)
        }
    }
}
:mount TaskListView()
// expect: list: Walk status=idle
:tap "New Task"
// expect: AddTaskView.body ''
:type "Run" into "Title"
// expect: AddTaskView.body 'R'
// expect: AddTaskView.body 'Ru'
// expect: AddTaskView.body 'Run'
:tap "Add"
// expect: list: Walk, Run status=idle
// expect: AddTaskView gone
// expect: onDismiss, 2 tasks
// expect: list: Walk, Run status=closed
