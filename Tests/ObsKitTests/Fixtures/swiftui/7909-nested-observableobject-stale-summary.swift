// Forum question: "My rows update when I tap them, but the '0 done' summary above the list never changes." The
// items are ObservableObjects inside the store's @Published array. Toggling `item.done` sends the *item's*
// objectWillChange, which only the row observing it with @ObservedObject receives (rules §5.1, §6.5); the store's
// own publisher fires only when the array itself is set, so StoreView, which reads `done` in its summary, doesn't
// run. Adding an item sets the array: StoreView runs, the summary catches up, and the existing rows are equal
// (same object references, §2.5) and skip their bodies.
import SwiftUI

final class TodoItem: ObservableObject, Identifiable {
    let id: Int
    let title: String
    @Published var done = false
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class TodoStore: ObservableObject {
    @Published var items = [TodoItem(id: 1, title: "Cook"), TodoItem(id: 2, title: "Clean")]
}

struct ItemRow: View {
    @ObservedObject var item: TodoItem

    var body: some View {
        let _ = Self._printChanges()
        Button(item.done ? "Undo \(item.title)" : "Do \(item.title)") { item.done.toggle() }
    }
}

struct StoreView: View {
    @StateObject private var store = TodoStore()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("summary: \(store.items.filter { $0.done }.count) done")
        List(store.items) { item in
            ItemRow(item: item)
        }
        Button("Add") { store.items.append(TodoItem(id: 3, title: "Walk")) }
    }
}

:mount StoreView()
// expect: StoreView: @self, @identity, _store changed.
// expect: summary: 0 done
// expect: ItemRow: @self, @identity, _item changed.
// expect: ItemRow: @self, @identity, _item changed.
:tap "Do Cook"
// expect: ItemRow: _item changed.
:tap "Add"
// expect: StoreView: _store changed.
// expect: summary: 1 done
// expect: ItemRow: @self, @identity, _item changed.
