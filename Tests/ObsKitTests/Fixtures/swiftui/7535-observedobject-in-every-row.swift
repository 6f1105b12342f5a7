// Stack Overflow question: "toggling one row re-renders all of them" — every row holds the whole store as `@ObservedObject`
// What SwiftUI does: each row's `@ObservedObject` box subscribes to the store's `objectWillChange` (rules §5.1), and
// any change reaches every observer, whatever it read (Apple "migrating", rules §6.5). So one toggle runs the
// owner's body (`_store` through `@StateObject`, rules §4.4) and then every row's body, each with `_store changed.`:
// the rows' values are equal (the same store reference, the same id, rules §2.5), so `@self` is not among the
// causes (rules §12.1). Parents run before children, rows in tree order (rules §2.8).
// Sources: rules §2.5, §2.8, §4.4, §5.1, §6.5, §12.1;
// https://developer.apple.com/documentation/swiftui/observedobject
import SwiftUI
import Combine

struct Todo: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

final class TodoStore: ObservableObject {
    @Published var todos = [
        Todo(id: 1, title: "Buy milk"),
        Todo(id: 2, title: "Walk dog"),
        Todo(id: 3, title: "Fix bike"),
    ]
}

struct TodoRow: View {
    @ObservedObject var store: TodoStore
    let todoID: Int

    var body: some View {
        let _ = Self._printChanges()
        if let index = store.todos.firstIndex(where: { $0.id == todoID }) {
            Button("\(store.todos[index].isDone ? "✓" : "○") \(store.todos[index].title)") {
                store.todos[index].isDone.toggle()
            }
        }
    }
}

struct TodosView: View {
    @StateObject private var store = TodoStore()

    var body: some View {
        let _ = Self._printChanges()
        List {
            ForEach(store.todos) { todo in
                TodoRow(store: store, todoID: todo.id)
            }
        }
    }
}

:mount TodosView()
// expect: TodosView: @self, @identity, _store changed.
// expect: TodoRow: @self, @identity, _store changed.
// expect: TodoRow: @self, @identity, _store changed.
// expect: TodoRow: @self, @identity, _store changed.
:tap "○ Walk dog"
// expect: TodosView: _store changed.
// expect: TodoRow: _store changed.
// expect: TodoRow: _store changed.
// expect: TodoRow: _store changed.
