// Mistake: a helper method of the view appends to a plain `var` array (not @State); a view's methods are non-mutating.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct TodoView: View {
    var todos: [String] = ["Buy milk"]
    @State private var newTodo = ""

    func addTodo() {
        let trimmed = newTodo.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        todos.append(trimmed)
        newTodo = ""
    }

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                TextField("New todo", text: $newTodo)
                Button("Add", action: addTodo)
            }
            ForEach(todos, id: \.self) { todo in
                Text(todo)
            }
        }
        .padding()
    }
}

:mount TodoView()
:type "Walk dog" into "New todo"
:tap "Add"
// expect-error: cannot use mutating member on immutable value: 'self' is immutable
