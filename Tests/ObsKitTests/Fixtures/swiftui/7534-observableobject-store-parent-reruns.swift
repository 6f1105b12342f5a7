// Stack Overflow answer: with an `ObservableObject` store, every change re-runs the view that owns it; rows whose value did not change skip their bodies
// What SwiftUI does: `@Published` sends `objectWillChange` for any change, and every view observing the object
// runs again, whatever it read (Apple "migrating", rules §6.5). Here that is the list's owner, through
// `@StateObject` (rules §4.4): `TodosView: _store changed.` Its body builds every row's value again (rules §2.6);
// a row's value holds its `Todo` and the store's reference, compared field by field (rules §2.3): only the toggled
// row differs, so only its body runs, with `@self` (rules §2.7, §12.1). Compare 7533, where the owner does not run.
// Sources: rules §2.3, §2.6, §2.7, §4.4, §6.5, §12.1;
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
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

    func toggle(_ id: Int) {
        if let index = todos.firstIndex(where: { $0.id == id }) {
            todos[index].isDone.toggle()
        }
    }
}

struct TodoRow: View {
    let todo: Todo
    let store: TodoStore

    var body: some View {
        let _ = Self._printChanges()
        Button("\(todo.isDone ? "✓" : "○") \(todo.title)") {
            store.toggle(todo.id)
        }
    }
}

struct TodosView: View {
    @StateObject private var store = TodoStore()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            List {
                ForEach(store.todos) { todo in
                    TodoRow(todo: todo, store: store)
                }
            }
            Button("Add") {
                store.todos.append(Todo(id: 4, title: "Call Leo"))
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
// expect: TodosView: _store changed.
// expect: TodoRow: @self changed.
:tap "Add"
// expect: TodosView: _store changed.
// expect: TodoRow: @self changed.
:tap "○ Fix bike"
// expect: TodosView: _store changed.
// expect: TodoRow: @self changed.
