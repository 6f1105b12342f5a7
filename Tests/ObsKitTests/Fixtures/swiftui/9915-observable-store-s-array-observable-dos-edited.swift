// Apple Developer Forums style: an @Observable store's array of @Observable to-dos edited in rows through @Bindable; typing or toggling in one row re-runs that row only, adding runs the list and the new row (rules §8.4, §8.5, §2.3, §2.7)
import SwiftUI

@Observable
final class TodoItem: Identifiable {
    let id: Int
    var title: String
    var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class TodoStore {
    var items: [TodoItem] = [TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Eggs")]
}

struct TodoRow: View {
    @Bindable var item: TodoItem

    var body: some View {
        let _ = print("TodoRow body: \(item.title) \(item.done)")
        HStack {
            TextField("Title \(item.id)", text: $item.title)
            Toggle("Done \(item.id)", isOn: $item.done)
        }
    }
}

struct TodoList: View {
    @State private var store = TodoStore()

    var body: some View {
        let _ = print("TodoList body: \(store.items.count) items")
        List {
            ForEach(store.items) { item in
                TodoRow(item: item)
            }
        }
        Button("Add") {
            store.items.append(TodoItem(id: store.items.count + 1, title: "New"))
        }
    }
}

:mount TodoList()
// expect: TodoList body: 2 items
// expect: TodoRow body: Milk false
// expect: TodoRow body: Eggs false
:type "s" into "Title 2"
// expect: TodoRow body: Eggss false
:toggle "Done 1"
// expect: TodoRow body: Milk true
:tap "Add"
// expect: TodoList body: 3 items
// expect: TodoRow body: New false
:type "!" into "Title 3"
// expect: TodoRow body: New! false
