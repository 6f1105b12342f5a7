// HWS "List with bindings" style: List($todos) hands each row a Binding to its element; a toggle in one row changes the array the list's body lays out, so the list runs, and every row runs again because ForEach($todos) makes each row's binding anew (rules §15.1)
import SwiftUI

struct Todo: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct TodoRow: View {
    @Binding var todo: Todo

    var body: some View {
        let _ = print("TodoRow body: \(todo.title) \(todo.done ? "done" : "open")")
        Toggle(todo.title, isOn: $todo.done)
    }
}

struct TodoList: View {
    @State private var todos = [
        Todo(id: 1, title: "Buy milk"),
        Todo(id: 2, title: "Call mum"),
        Todo(id: 3, title: "Water plants"),
    ]

    var body: some View {
        let _ = print("TodoList body: \(todos.filter(\.done).count) done")
        List($todos) { $todo in
            TodoRow(todo: $todo)
        }
    }
}

:mount TodoList()
// expect: TodoList body: 0 done
// expect: TodoRow body: Buy milk open
// expect: TodoRow body: Call mum open
// expect: TodoRow body: Water plants open
:toggle "Call mum"
// expect: TodoList body: 1 done
// expect: TodoRow body: Buy milk open
// expect: TodoRow body: Call mum done
// expect: TodoRow body: Water plants open
