// Follows Apple's "Managing model data in your app" with a collection of observable objects ("Tracking ...
// collections of objects", Apple "migrating"): a to-do list of @Observable items shown by a ForEach of rows.
// - Each row's body reads its own item's `title` and `isDone`, so a change to one item re-runs that row alone; the
//   list reads only `items` (rules §8.3, §8.4).
// - Appending an item runs the list and makes one new row; existing rows keep their nodes by id and, handed the
//   same references, compare equal and skip their bodies (rules §1.2, §2.3, §2.7).
import SwiftUI
import Observation

@Observable final class TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
        print("TodoItem init: \(title)")
    }
}

@Observable final class TodoList {
    var items = [TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Bread")]
}

struct TodoRow: View {
    var item: TodoItem

    var body: some View {
        let _ = print("row \(item.id): \(item.title)\(item.isDone ? " (done)" : "")")
        HStack {
            Text(item.title)
            Button("Done \(item.id)") { item.isDone.toggle() }
            Button("Rename \(item.id)") { item.title += "!" }
        }
    }
}

struct TodoListView: View {
    @State private var list = TodoList()

    var body: some View {
        let _ = print("list body: \(list.items.count) items")
        List {
            ForEach(list.items) { item in
                TodoRow(item: item)
            }
            Button("Add eggs") { list.items.append(TodoItem(id: 3, title: "Eggs")) }
        }
    }
}

:mount TodoListView()
// expect: TodoItem init: Milk
// expect: TodoItem init: Bread
// expect: list body: 2 items
// expect: row 1: Milk
// expect: row 2: Bread
:tap "Done 2"
// expect: row 2: Bread (done)
:tap "Rename 1"
// expect: row 1: Milk!
:tap "Add eggs"
// expect: TodoItem init: Eggs
// expect: list body: 3 items
// expect: row 3: Eggs
:tap "Done 3"
// expect: row 3: Eggs (done)
