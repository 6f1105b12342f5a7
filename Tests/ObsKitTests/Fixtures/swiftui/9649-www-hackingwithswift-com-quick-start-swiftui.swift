// Hacking with Swift, "How to create views in a loop using ForEach", https://www.hackingwithswift.com/quick-start/swiftui/how-to-create-views-in-a-loop-using-foreach — ON PURPOSE: ForEach(todos.indices, id: \.self) keys rows by position, so after removing the first todo its "done" state moves to the todo that slides into its place
// The rows are known by their index (rules §1.2): removing element 0 keeps the nodes of ids 0 and 1, hands them
// the next titles (their values differ, so their bodies run, §2.7), and destroys the node of id 2, the last row,
// whose onDisappear still shows the title of its last body. The @State that belonged to "Buy milk" now
// decorates "Walk dog". Identifiable todos (ForEach(todos)) fix it.
import SwiftUI

struct TodoRow: View {
    let title: String
    @State private var isDone = false

    var body: some View {
        let _ = print("\(title) row body, done \(isDone)")
        Button("\(title): \(isDone ? "done" : "open")") { isDone.toggle() }
            .onDisappear { print("\(title) row disappear") }
    }
}

struct TodoList: View {
    @State private var todos = ["Buy milk", "Walk dog", "Call mom"]

    var body: some View {
        let _ = print("TodoList body, \(todos.count) todos")
        VStack {
            Button("Remove first") { todos.removeFirst() }
            List {
                ForEach(todos.indices, id: \.self) { index in
                    TodoRow(title: todos[index])
                }
            }
        }
    }
}

:mount TodoList()
// expect: TodoList body, 3 todos
// expect: Buy milk row body, done false
// expect: Walk dog row body, done false
// expect: Call mom row body, done false
:tap "Buy milk: open"
// expect: Buy milk row body, done true
:tap "Remove first"
// expect: TodoList body, 2 todos
// expect: Walk dog row body, done true
// expect: Call mom row body, done false
// expect: Call mom row disappear
:tap "Walk dog: done"
// expect: Walk dog row body, done false
