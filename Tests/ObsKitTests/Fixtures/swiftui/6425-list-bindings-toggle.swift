// Apple WWDC21 "What's new in SwiftUI" / Hacking with Swift (List with ForEach($todos) { $todo in Toggle(...) } and a computed remaining count); rules §15.1, §3.5, §3.4
import SwiftUI

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

struct TodoListView: View {
    @State private var todos = [
        TodoItem(id: 1, title: "Write report"),
        TodoItem(id: 2, title: "Call mom"),
        TodoItem(id: 3, title: "Buy milk"),
    ]

    var remaining: Int {
        todos.filter { !$0.isDone }.count
    }

    var body: some View {
        let _ = print("TodoListView body: \(remaining) remaining")
        List {
            ForEach($todos) { $todo in
                Toggle(todo.title, isOn: $todo.isDone)
            }
            Section {
                Button("Clear completed") {
                    todos.removeAll { $0.isDone }
                    print("cleared, \(todos.count) left")
                }
            }
        }
    }
}

:mount TodoListView()
:toggle "Call mom"
:toggle "Buy milk"
:tap "Clear completed"

// expect: TodoListView body: 3 remaining
// expect: TodoListView body: 2 remaining
// expect: TodoListView body: 1 remaining
// expect: cleared, 1 left
// expect: TodoListView body: 1 remaining
