// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a to-do detail pushed with NavigationLink takes the @Observable item as @Bindable and toggles `$todo.isImportant`; back on the list, the view that reads the items sees the change)
import SwiftUI

@Observable
final class Todo: Identifiable {
    let id = UUID()
    var title: String
    var isImportant = false

    init(title: String) {
        self.title = title
    }
}

struct TodoDetailView: View {
    @Bindable var todo: Todo

    var body: some View {
        Form {
            TextField("Title", text: $todo.title)
            Toggle("Important", isOn: $todo.isImportant)
        }
        .navigationTitle(todo.title)
    }
}

struct TodoListView: View {
    @State private var todos = [Todo(title: "Renew passport"), Todo(title: "Water plants")]

    var body: some View {
        let important = todos.filter(\.isImportant).map(\.title)
        let _ = print("important: \(important)")
        NavigationStack {
            List(todos) { todo in
                NavigationLink(todo.title) {
                    TodoDetailView(todo: todo)
                }
            }
        }
    }
}

:mount TodoListView()
:tap "Water plants"
:toggle "Important"
:type "!" into "Title"
:back
// expect: important: []
// expect: important: ["Water plants"]
// expect: important: ["Water plants!"]
