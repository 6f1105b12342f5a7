// Swift with Majid style: rows backed by `@Observable` models — toggling one to-do re-runs that row's body and nothing else
// What SwiftUI does: with Observation a body depends on the properties it read (rules §8.3). Each row reads its own
// model's `isDone` and `title`; the list reads only `store.todos`. Toggling one model's `isDone` invalidates only the
// row that read it: `TodoRow: @dependencies changed.` (rules §8, §12.1), and the list's body does not run (Apple
// "migrating": views update only when a property they read changes). Appending to `store.todos` re-runs the list
// (it read the array); the existing rows get the same object references, equal, so their bodies do not run (rules
// §2.3, §2.7); the new row runs for the first time, `@self` only, since it has no dynamic properties (rules §12.2).
// Sources: rules §2.3, §2.7, §8.3, §12.1, §12.2;
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI
import Observation

@Observable
final class TodoModel: Identifiable {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class TodoStore {
    var todos = [
        TodoModel(id: 1, title: "Buy milk"),
        TodoModel(id: 2, title: "Walk dog"),
        TodoModel(id: 3, title: "Fix bike"),
    ]
}

struct TodoRow: View {
    let todo: TodoModel

    var body: some View {
        let _ = Self._printChanges()
        Button("\(todo.isDone ? "✓" : "○") \(todo.title)") {
            todo.isDone.toggle()
        }
    }
}

struct TodosView: View {
    @State private var store = TodoStore()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            List {
                ForEach(store.todos) { todo in
                    TodoRow(todo: todo)
                }
            }
            Button("Add") {
                store.todos.append(TodoModel(id: 4, title: "Call Leo"))
            }
        }
    }
}

:mount TodosView()
// expect: TodosView: @self, @identity, _store changed.
// expect: TodoRow: @self changed.
// expect: TodoRow: @self changed.
// expect: TodoRow: @self changed.
:tap "○ Walk dog"
// expect: TodoRow: @dependencies changed.
:tap "✓ Walk dog"
// expect: TodoRow: @dependencies changed.
:tap "Add"
// expect: TodosView: @dependencies changed.
// expect: TodoRow: @self changed.
:tap "○ Call Leo"
// expect: TodoRow: @dependencies changed.
