// forms and editing style, PITFALL on purpose: each row copies its item's title into its own @State in init; storage is made once, so when the parent later capitalizes the items the rows run again but keep the old text, and what is typed never reaches the array (rules §3.2, §2.5, §2.7)
import SwiftUI

struct TaskItem: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct TaskRow: View {
    let task: TaskItem
    @State private var title: String

    init(task: TaskItem) {
        self.task = task
        _title = State(initialValue: task.title)
    }

    var body: some View {
        let _ = print("TaskRow body: state=\(title) item=\(task.title)")
        TextField("Task", text: $title)
    }
}

struct TaskBoard: View {
    @State private var tasks = [TaskItem(id: 1, title: "email"), TaskItem(id: 2, title: "call")]

    var body: some View {
        let _ = print("TaskBoard body")
        VStack {
            ForEach(tasks) { task in
                TaskRow(task: task)
            }
            Button("Capitalize") {
                tasks = tasks.map { TaskItem(id: $0.id, title: $0.title.capitalized) }
            }
            Button("Print") { print(tasks.map(\.title)) }
        }
    }
}

:mount TaskBoard()
// expect: TaskBoard body
// expect: TaskRow body: state=email item=email
// expect: TaskRow body: state=call item=call
:tap "Capitalize"
// expect: TaskBoard body
// expect: TaskRow body: state=email item=Email
// expect: TaskRow body: state=call item=Call
:type "!" into "Task" 1
// expect: TaskRow body: state=email! item=Email
:tap "Print"
// expect: ["Email", "Call"]
