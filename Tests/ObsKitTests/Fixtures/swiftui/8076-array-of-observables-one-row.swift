// SwiftUI from Apple's documentation: in an array of @Observable objects, changing one element's property re-runs only its row
// Apple, Migrating from the Observable Object protocol to the Observable macro
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro):
// Observation brings "Tracking optionals and collections of objects" and updates "based on changes to the observable
// properties that a view's body reads". The list's body reads `store.todos` (the array), a row reads its todo's `done`.
import SwiftUI

@Observable
final class Todo: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(id: Int, title: String) { self.id = id; self.title = title }
}

@Observable
final class TodoStore {
    var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Dog"), Todo(id: 3, title: "Mail")]
}

struct TodoRow: View {
    let todo: Todo
    var body: some View {
        let _ = print("TodoRow \(todo.title) done=\(todo.done)")
        Text(todo.title)
    }
}

struct TodoList: View {
    @State private var store = TodoStore()
    var body: some View {
        let _ = print("TodoList body")
        VStack {
            ForEach(store.todos) { TodoRow(todo: $0) }
            Button("Finish Dog") { store.todos[1].done = true }
            Button("Reopen Dog") { store.todos[1].done = false }
        }
    }
}

:mount TodoList()
// expect: TodoList body
// expect: TodoRow Milk done=false
// expect: TodoRow Dog done=false
// expect: TodoRow Mail done=false
:tap "Finish Dog"
// expect: TodoRow Dog done=true
:tap "Reopen Dog"
// expect: TodoRow Dog done=false
