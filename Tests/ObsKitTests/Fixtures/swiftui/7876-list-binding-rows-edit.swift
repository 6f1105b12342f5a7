// Apple-tutorial style: editing rows of `List($todos) { $todo in ... }` (rules §15.1; Apple
// `list/init(_:rowcontent:)` with a Binding collection). Each row gets a Binding to its element; typing writes
// through it into the parent's @State array. The parent's body reads `todos` (the summary), so it runs at each
// keystroke (§3.5). Each row's binding is made anew by SwiftUI's inlinable `ForEach(_: Binding<C>)` as a
// `Binding(get:set:)`, which never equals the last one (§15.1, §2.5), so row 1 runs too, unchanged.
// Corrected after the rules were checked against SwiftUI's interface (first written: row 1 skips its body).
import SwiftUI

struct Todo: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct TodoRow: View {
    @Binding var todo: Todo

    var body: some View {
        let _ = print("row \(todo.id): \(todo.title)\(todo.done ? " (done)" : "")")
        HStack {
            Toggle("Done", isOn: $todo.done)
            TextField("Title", text: $todo.title)
        }
    }
}

struct TodoList: View {
    @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]

    var body: some View {
        let _ = print("list: \(todos.count) todos, \(todos.filter { $0.done }.count) done")
        List($todos) { $todo in
            TodoRow(todo: $todo)
        }
        Button("Dump") { print(todos.map { $0.title + ($0.done ? " ✓" : "") }) }
    }
}

:mount TodoList()
// expect: list: 2 todos, 0 done
// expect: row 1: Milk
// expect: row 2: Eggs
:type "s" into "Title" 2
// expect: list: 2 todos, 0 done
// expect: row 1: Milk
// expect: row 2: Eggss
:toggle "Done" 1
// expect: list: 2 todos, 1 done
// expect: row 1: Milk (done)
// expect: row 2: Eggss
:tap "Dump"
// expect: ["Milk ✓", "Eggss"]
