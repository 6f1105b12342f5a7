// Apple, "Managing model data in your app", https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app — @Observable items in an @Observable store: a row bound with @Bindable runs alone when its own item changes; adding an item runs the list and the new row only
// With Observation, each row's body reads only its item's title and isDone (rules §8.3, §8.5), so toggling one
// item runs that row alone. Appending reads-and-changes store.items, which the list read: the list runs, the
// existing rows get equal values (the same object references, §2.3) and skip, and the new row runs (§1.2, §2.7).
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
    var items = [TodoItem(id: 1, title: "Write tests"), TodoItem(id: 2, title: "Ship it")]
}

struct TodoItemRow: View {
    @Bindable var item: TodoItem

    var body: some View {
        let _ = print("row body: \(item.title), done \(item.isDone)")
        Toggle(item.title, isOn: $item.isDone)
    }
}

struct TodoStoreView: View {
    @State private var store = TodoStore()

    var body: some View {
        let _ = print("TodoStoreView body, \(store.items.count) items")
        List {
            ForEach(store.items) { item in
                TodoItemRow(item: item)
            }
            Button("Add item") {
                store.items.append(TodoItem(id: store.items.count + 1, title: "Celebrate"))
            }
        }
    }
}

:mount TodoStoreView()
// expect: TodoStoreView body, 2 items
// expect: row body: Write tests, done false
// expect: row body: Ship it, done false
:toggle "Write tests"
// expect: row body: Write tests, done true
:tap "Add item"
// expect: TodoStoreView body, 3 items
// expect: row body: Celebrate, done false
:toggle "Celebrate"
// expect: row body: Celebrate, done true
