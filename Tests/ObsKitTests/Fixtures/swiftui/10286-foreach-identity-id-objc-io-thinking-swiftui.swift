// identity-and-lifetime style: ForEach identity by id (objc.io "Thinking in SwiftUI"): inserting a row at the front makes one new row; the existing rows keep their ids, their nodes and their @State, and with equal inputs their bodies don't run (rules §1.2, §2.6, §2.7, §11.1)
import SwiftUI

struct Todo: Identifiable {
    let id: Int
    let title: String
}

struct TodoRow: View {
    let title: String
    @State private var starred = false

    var body: some View {
        let _ = print("TodoRow body: \(title) starred \(starred)")
        Button(starred ? "Unstar \(title)" : "Star \(title)") { starred.toggle() }
            .onAppear { print("\(title) appeared") }
    }
}

struct TodoList: View {
    @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
    @State private var nextID = 3

    var body: some View {
        let _ = print("TodoList body: \(todos.map(\.title).joined(separator: ", "))")
        VStack {
            Button("Add Bread on top") {
                todos.insert(Todo(id: nextID, title: "Bread"), at: 0)
                nextID += 1
            }
            ForEach(todos) { todo in
                TodoRow(title: todo.title)
            }
        }
    }
}

:mount TodoList()
// expect: TodoList body: Milk, Eggs
// expect: TodoRow body: Milk starred false
// expect: TodoRow body: Eggs starred false
// expect: Milk appeared
// expect: Eggs appeared
:tap "Star Eggs"
// expect: TodoRow body: Eggs starred true
:tap "Add Bread on top"
// expect: TodoList body: Bread, Milk, Eggs
// expect: TodoRow body: Bread starred false
// expect: Bread appeared
:tap "Unstar Eggs"
// expect: TodoRow body: Eggs starred false
:tap "Star Milk"
// expect: TodoRow body: Milk starred true
