// Apple "Managing model data in your app" style: a to-do list app, @Observable TodoStore in @State, a TextField plus Add button, rows that toggle done; which bodies run per keystroke, per add and per toggle
import SwiftUI

@Observable
final class TodoItem: Identifiable {
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
    var items: [TodoItem] = []
    private var nextID = 1

    init() { print("TodoStore init") }

    var remaining: Int { items.filter { !$0.isDone }.count }

    func add(_ title: String) {
        items.append(TodoItem(id: nextID, title: title))
        nextID += 1
        print("added \(title), \(items.count) items")
    }
}

struct TodoRow: View {
    let item: TodoItem

    var body: some View {
        let _ = print("TodoRow body: \(item.title) done=\(item.isDone)")
        Button(item.isDone ? "Done: \(item.title)" : "Todo: \(item.title)") {
            item.isDone.toggle()
        }
    }
}

struct TodoListView: View {
    @State private var store = TodoStore()
    @State private var newTitle = ""

    var body: some View {
        let _ = print("TodoListView body: \(store.items.count) items, \(store.remaining) left")
        NavigationStack {
            List {
                Section {
                    TextField("New task", text: $newTitle)
                    Button("Add") {
                        store.add(newTitle)
                        newTitle = ""
                    }
                    .disabled(newTitle.isEmpty)
                }
                ForEach(store.items) { item in
                    TodoRow(item: item)
                }
            }
            .navigationTitle("To-Do")
        }
    }
}

:mount TodoListView()
// expect: TodoStore init
// expect: TodoListView body: 0 items, 0 left
:type "Milk" into "New task"
// expect: TodoListView body: 0 items, 0 left
// expect: TodoListView body: 0 items, 0 left
// expect: TodoListView body: 0 items, 0 left
// expect: TodoListView body: 0 items, 0 left
:tap "Add"
// expect: added Milk, 1 items
// expect: TodoListView body: 1 items, 1 left
// expect: TodoRow body: Milk done=false
:type "Eggs" into "New task"
// expect: TodoListView body: 1 items, 1 left
// expect: TodoListView body: 1 items, 1 left
// expect: TodoListView body: 1 items, 1 left
// expect: TodoListView body: 1 items, 1 left
:tap "Add"
// expect: added Eggs, 2 items
// expect: TodoListView body: 2 items, 2 left
// expect: TodoRow body: Eggs done=false
:tap "Todo: Milk"
// expect: TodoListView body: 2 items, 1 left
// expect: TodoRow body: Milk done=true
:tap "Done: Milk"
// expect: TodoListView body: 2 items, 2 left
// expect: TodoRow body: Milk done=false
