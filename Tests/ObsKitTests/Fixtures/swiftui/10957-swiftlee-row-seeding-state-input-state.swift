// Blog style (SwiftLee): a row seeding @State from its input with State(initialValue:) keeps the first draft when the list renames its element (rules §3.2, §2.5, §2.7, §15.10)
import SwiftUI

struct Todo: Identifiable {
    let id: Int
    var title: String
}

struct EditableRow: View {
    let todo: Todo
    @State private var draft: String

    init(todo: Todo) {
        self.todo = todo
        _draft = State(initialValue: todo.title)
    }

    var body: some View {
        let _ = print("EditableRow \(todo.id): todo=\(todo.title) draft=\(draft)")
        TextField("Row \(todo.id)", text: $draft)
    }
}

struct TodoListView: View {
    @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Tea")]

    var body: some View {
        let _ = print("TodoListView body")
        VStack {
            List(todos) { todo in
                EditableRow(todo: todo)
            }
            Button("Rename Tea") { todos[1].title = "Green tea" }
        }
    }
}
:mount TodoListView()
// expect: TodoListView body
// expect: EditableRow 1: todo=Milk draft=Milk
// expect: EditableRow 2: todo=Tea draft=Tea
:tap "Rename Tea"
// expect: TodoListView body
// expect: EditableRow 2: todo=Green tea draft=Tea
:type "!" into "Row 1"
// expect: EditableRow 1: todo=Milk draft=Milk!
