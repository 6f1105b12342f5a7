// Apple, "Managing model data in your app", https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app — a to-do store holding an array of @Observable items: toggling one item re-runs only that row and the footer whose computed `remaining` reads every item's isDone; renaming re-runs only the row; the list re-runs only when the array changes
// Apple: observation tracks "collections of objects", and "SwiftUI updates a view only when an observable
// property that the view's body reads changes"; a row given one item reads only that item's properties. The
// footer's computed property reads `items` and each `isDone` (rules §8.3). @Bindable rows bind the toggle
// with `$item.isDone` (rules §8.5). Unchanged rows are equal (same reference) and skip their bodies (§2.3). The
// bullet list reads each title inside ForEach's row builder, which runs in the row, not in TodoList's body
// (rules §8.4, OpenSwiftUI ForEachChild), so a rename does not re-run TodoList.
import SwiftUI

@Observable final class TodoItem: Identifiable {
    var title: String
    var isDone = false
    init(title: String) { self.title = title }
}

@Observable final class TodoStore {
    var items = [TodoItem(title: "Milk"), TodoItem(title: "Eggs"), TodoItem(title: "Bread")]
    var remaining: Int { items.filter { !$0.isDone }.count }
}

struct TodoRow: View {
    let item: TodoItem

    var body: some View {
        let _ = print("row body: \(item.title) \(item.isDone ? "done" : "open")")
        @Bindable var item = item
        Toggle(item.title, isOn: $item.isDone)
    }
}

struct Footer: View {
    let store: TodoStore

    var body: some View {
        let _ = print("footer body: \(store.remaining) remaining")
        Text("\(store.remaining) remaining")
    }
}

struct TodoList: View {
    @State private var store = TodoStore()

    var body: some View {
        let _ = print("list body: \(store.items.count) items")
        VStack {
            ForEach(store.items) { item in
                TodoRow(item: item)
            }
            Footer(store: store)
            ForEach(store.items) { item in
                Text("• \(item.title)")
            }
            Button("Rename Eggs") { store.items[1].title = "Free-range eggs" }
            Button("Add Jam") { store.items.append(TodoItem(title: "Jam")) }
        }
    }
}

:mount TodoList()
// expect: list body: 3 items
// expect: row body: Milk open
// expect: row body: Eggs open
// expect: row body: Bread open
// expect: footer body: 3 remaining
:toggle "Bread"
// expect: row body: Bread done
// expect: footer body: 2 remaining
:tap "Rename Eggs"
// expect: row body: Free-range eggs open
:tap "Add Jam"
// expect: list body: 4 items
// expect: row body: Jam open
// expect: footer body: 3 remaining
