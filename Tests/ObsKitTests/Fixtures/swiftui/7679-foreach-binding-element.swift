// Style: Hacking with Swift forum question. Forum question: "How do I bind a Toggle to an element of my array inside ForEach — and does every row redraw?"
// SwiftUI: `ForEach($todos) { $todo in }` hands each row a Binding to its element; a write goes back through the chain into the @State array (rules §15.1; Apple `foreach/init(_:content:)`).
// The list re-runs because its body read `todos` (rules §3.4, §3.5), and each row gets a new element binding derived from `$todos`.
// Expectation corrected against rules §15.1: SwiftUI's inlinable `ForEach(_: Binding<C>)` hands each row a
// `Binding(get:set:)` made anew at each parent body, which never compares equal (§2.5), so every row's body runs,
// not only the toggled one (first written: only the changed row re-runs).
import SwiftUI

struct Todo: Identifiable {
    let id: Int
    var title: String
    var done: Bool
}

struct TodoRow: View {
    @Binding var todo: Todo

    var body: some View {
        let _ = print("row body: \(todo.title) \(todo.done ? "done" : "open")")
        Toggle(todo.title, isOn: $todo.done)
    }
}

struct TodoList: View {
    @State private var todos = [
        Todo(id: 1, title: "Milk", done: false),
        Todo(id: 2, title: "Eggs", done: false),
    ]

    var body: some View {
        let _ = print("list body: \(todos.filter { $0.done }.count) done")
        List {
            ForEach($todos) { $todo in
                TodoRow(todo: $todo)
            }
        }
    }
}

:mount TodoList()
// expect: list body: 0 done
// expect: row body: Milk open
// expect: row body: Eggs open
:toggle "Milk"
// expect: list body: 1 done
// expect: row body: Milk done
// expect: row body: Eggs open
:toggle "Eggs"
// expect: list body: 2 done
// expect: row body: Milk done
// expect: row body: Eggs done
