// Apple tutorial style (to-do with add field): a TextField with onSubmit that appends to the store, a @FocusState kept on the field, an unread @State not re-running its owner (rules §15.10, §3.5, §8.3)
import SwiftUI
import Observation

struct Todo: Identifiable {
    let id = UUID()
    var title: String
}

@Observable
final class Todos {
    var list: [Todo] = []
}

struct AddTodoField: View {
    @Environment(Todos.self) private var todos
    @State private var text = ""
    @FocusState private var focused: Bool
    var body: some View {
        let _ = print("field body")
        TextField("New to-do", text: $text)
            .focused($focused)
            .onSubmit {
                todos.list.append(Todo(title: text))
                print("added \(text)")
                text = ""
                focused = true
            }
    }
}

struct TodosView: View {
    @Environment(Todos.self) private var todos
    var body: some View {
        let _ = print("todos \(todos.list.count)")
        NavigationStack {
            List {
                AddTodoField()
                ForEach(todos.list) { todo in
                    Text(todo.title)
                }
            }
            .navigationTitle("To-Dos")
        }
    }
}

let todos = Todos()
:mount TodosView().environment(todos)
// expect: todos 0
// expect: field body
:type "Tea" into "New to-do"
:submit "New to-do"
// expect: added Tea
// expect: todos 1
:type "Jam" into "New to-do"
:submit "New to-do"
// expect: added Jam
// expect: todos 2
print(todos.list.map(\.title))
// expect: ["Tea", "Jam"]
