// SwiftUI from Apple's documentation: ForEach init(_:content:) — https://developer.apple.com/documentation/swiftui/foreach (if the id of a data element changes, the content view generated from that data element loses any current state)
import SwiftUI

struct Todo: Identifiable {
    var id: Int
    var title: String
}

struct TaskRow: View {
    let task: Todo
    @State private var count = 0
    var body: some View {
        Button(task.title) {
            count += 1
            print("\(task.title) (id \(task.id)): \(count)")
        }
    }
}

struct TaskList: View {
    @State private var tasks = [Todo(id: 1, title: "Write"), Todo(id: 2, title: "Read")]
    var body: some View {
        List {
            ForEach(tasks) { task in
                TaskRow(task: task)
            }
            Button("Renumber Write") { tasks[0].id = 10 }
        }
    }
}

:mount TaskList()
:tap "Write"
:tap "Write"
:tap "Read"
:tap "Renumber Write"
:tap "Write"
:tap "Read"
// expect: Write (id 1): 1
// expect: Write (id 1): 2
// expect: Read (id 2): 1
// expect: Write (id 10): 1
// expect: Read (id 2): 2
