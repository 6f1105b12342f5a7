// Issue 13 (A), a learner's to-do app: an @Observable store in @State, a List with a text field and an
// Add button disabled while the field is empty, rows as buttons with a Label that toggles done.
// Expected: the store is made once (root view made once, rules §3); actions print what they change.
import SwiftUI

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

@Observable
final class TodoStore {
    var items: [TodoItem] = []

    init() {
        print("TodoStore init")
    }

    func add(_ title: String) {
        items.append(TodoItem(title: title))
        print("added \(title), \(items.count) items")
    }

    func toggle(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isDone.toggle()
        print("\(item.title) is done: \(items[index].isDone)")
    }
}

struct TodoListView: View {
    @State private var store = TodoStore()
    @State private var newTitle = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("New to-do", text: $newTitle)
                    Button("Add") {
                        store.add(newTitle)
                        newTitle = ""
                    }
                    .disabled(newTitle.isEmpty)
                }
                Section("To do") {
                    ForEach(store.items) { item in
                        Button {
                            store.toggle(item)
                        } label: {
                            Label(item.title, systemImage: item.isDone ? "checkmark.circle.fill" : "circle")
                        }
                    }
                }
            }
            .navigationTitle("To-dos")
        }
    }
}

:mount TodoListView()
:type "Milk" into "New to-do"
:tap "Add"
:type "Eggs" into "New to-do"
:tap "Add"
:tap "Milk"
:tap "Milk"

// expect: TodoStore init
// expect: added Milk, 1 items
// expect: added Eggs, 2 items
// expect: Milk is done: true
// expect: Milk is done: false
