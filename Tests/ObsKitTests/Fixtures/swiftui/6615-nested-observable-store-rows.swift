// Apple docs "Managing model data in your app" / `Observable()`: a store holding an array of @Observable items; each row reads one item's properties.
// Observation tracks reads per object and property (rules §8.3). A row's body read its item's `title` and `done`, so
// changing them runs only that row. Renaming through `store.items[0].title` only reads `items` (the elements are
// references; checked with swiftc 6.3: `items` is not notified) and sets the item's `title`: the list does not run.
// Appending changes `items`: the list runs, and the existing rows get the same objects again, equal, so only the new
// row's body runs (rules §2.3, §2.7).
import SwiftUI

@Observable final class TodoItem: Identifiable {
    let id: Int
    var title: String
    var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable final class TodoStore {
    var items = [TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Eggs")]

    func add(_ title: String) {
        items.append(TodoItem(id: items.count + 1, title: title))
    }
}

struct TodoRow: View {
    let item: TodoItem

    var body: some View {
        let _ = print("row \(item.id): \(item.title) done=\(item.done)")
        Button(item.title) { item.done.toggle() }
    }
}

struct TodoListView: View {
    @State private var store = TodoStore()

    var body: some View {
        let _ = print("list body: \(store.items.count) items")
        VStack {
            ForEach(store.items) { item in
                TodoRow(item: item)
            }
            Button("Add Bread") { store.add("Bread") }
            Button("Rename first") { store.items[0].title = "Oat milk" }
        }
    }
}

:mount TodoListView()
// expect: list body: 2 items
// expect: row 1: Milk done=false
// expect: row 2: Eggs done=false
:tap "Milk"
// expect: row 1: Milk done=true
:tap "Rename first"
// expect: row 1: Oat milk done=true
:tap "Add Bread"
// expect: list body: 3 items
// expect: row 3: Bread done=false
:tap "Bread"
// expect: row 3: Bread done=true
