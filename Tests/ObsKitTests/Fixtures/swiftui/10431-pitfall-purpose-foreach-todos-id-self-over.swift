// Hacking with Swift style: PITFALL on purpose, ForEach(todos, id: \.self) over a Hashable struct whose fields change: marking a todo done changes its hash, so its row gets a new identity, its @State (expanded) starts over and onAppear runs again (rules §1.2, §1.4, §11.1)
import SwiftUI

struct Todo: Hashable {
    var title: String
    var done = false
}

struct TodoRow: View {
    let todo: Todo
    @State private var expanded = false

    var body: some View {
        let _ = print("TodoRow body: \(todo.title) done \(todo.done) expanded \(expanded)")
        Button(expanded ? "Less \(todo.title)" : "More \(todo.title)") { expanded.toggle() }
            .onAppear { print("\(todo.title) row appeared") }
    }
}

struct TodoList: View {
    @State private var todos = [Todo(title: "Wash"), Todo(title: "Dry")]

    var body: some View {
        let _ = print("TodoList body: \(todos.filter(\.done).count) done")
        VStack {
            ForEach(todos, id: \.self) { todo in
                HStack {
                    TodoRow(todo: todo)
                    Button("Check \(todo.title)") {
                        if let index = todos.firstIndex(of: todo) {
                            todos[index].done.toggle()
                        }
                    }
                }
            }
        }
    }
}

:mount TodoList()
// expect: TodoList body: 0 done
// expect: TodoRow body: Wash done false expanded false
// expect: TodoRow body: Dry done false expanded false
// expect: Wash row appeared
// expect: Dry row appeared
:tap "More Wash"
// expect: TodoRow body: Wash done false expanded true
:tap "Check Wash"
// expect: TodoList body: 1 done
// expect: TodoRow body: Wash done true expanded false
// expect: Wash row appeared
