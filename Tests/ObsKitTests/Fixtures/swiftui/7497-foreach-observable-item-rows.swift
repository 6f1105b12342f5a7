// fatbobman-style "Fine-grained list rows with @Observable": each to-do is an @Observable object; ticking one runs that row only, and not the list
// What SwiftUI does: each row's body reads its own item's `title` and `isDone`, so it depends on that object's
// properties (rules §8.3); ticking "Eggs" changes one item and runs one row, with `@dependencies`
// (rules §12.1). The list read its @State array to lay out the rows (rules §15.1), but the array didn't change:
// the items are objects, changed in place. Rows hold the item in a plain `let`: `@self changed.` at first
// (rules §12.2).
// Sources: rules §1.2, §8.3, §12.1, §12.2, §15.1.
import SwiftUI
import Observation

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

struct TodoRow: View {
    let item: TodoItem

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("TodoRow body: \(item.title) done=\(item.isDone)")
        Button(item.title) { item.isDone.toggle() }
    }
}

struct TodoList: View {
    @State private var items = [
        TodoItem(id: 1, title: "Milk"),
        TodoItem(id: 2, title: "Eggs"),
        TodoItem(id: 3, title: "Bread"),
    ]

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ForEach(items) { item in
                TodoRow(item: item)
            }
        }
    }
}

:mount TodoList()
// expect: TodoList: @self, @identity, _items changed.
// expect: TodoRow: @self changed.
// expect: TodoRow body: Milk done=false
// expect: TodoRow: @self changed.
// expect: TodoRow body: Eggs done=false
// expect: TodoRow: @self changed.
// expect: TodoRow body: Bread done=false
:tap "Eggs"
// expect: TodoRow: @dependencies changed.
// expect: TodoRow body: Eggs done=true
:tap "Milk"
// expect: TodoRow: @dependencies changed.
// expect: TodoRow body: Milk done=true
