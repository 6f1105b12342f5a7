// Hacking with Swift-style "Nested ObservableObjects in a list": each to-do is its own ObservableObject observed by its row; ticking one runs that row, and adding one runs the list and makes one new row
// What SwiftUI does: a row's `@ObservedObject` box subscribes to its own item's `objectWillChange`
// (rules §5.1), so ticking "Eggs" runs that row only, printing `_item` (rules §12.1); the store's publisher
// didn't fire (rules §6.1), so the list doesn't run. Appending to the store's @Published array runs the list
// (`_store`, rules §4.4); the old rows get the same objects and are skipped (rules §2.5, §2.7), the new id
// makes a new row (rules §1.2), whose first run lists `_item` (rules §12.2).
// Sources: rules §1.2, §2.5, §2.7, §4.4, §5.1, §6.1, §12.1, §12.2.
import SwiftUI
import Combine

final class TodoItem: ObservableObject, Identifiable {
    let id: Int
    let title: String
    @Published var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class TodoStore: ObservableObject {
    @Published var items = [
        TodoItem(id: 1, title: "Milk"),
        TodoItem(id: 2, title: "Eggs"),
    ]
}

struct TodoRow: View {
    @ObservedObject var item: TodoItem

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("TodoRow body: \(item.title) done=\(item.isDone)")
        Button(item.title) { item.isDone.toggle() }
    }
}

struct TodoList: View {
    @StateObject private var store = TodoStore()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ForEach(store.items) { item in
                TodoRow(item: item)
            }
            Button("Add butter") {
                store.items.append(TodoItem(id: 3, title: "Butter"))
            }
        }
    }
}

:mount TodoList()
// expect: TodoList: @self, @identity, _store changed.
// expect: TodoRow: @self, @identity, _item changed.
// expect: TodoRow body: Milk done=false
// expect: TodoRow: @self, @identity, _item changed.
// expect: TodoRow body: Eggs done=false
:tap "Eggs"
// expect: TodoRow: _item changed.
// expect: TodoRow body: Eggs done=true
:tap "Add butter"
// expect: TodoList: _store changed.
// expect: TodoRow: @self, @identity, _item changed.
// expect: TodoRow body: Butter done=false
:tap "Butter"
// expect: TodoRow: _item changed.
// expect: TodoRow body: Butter done=true
