// SwiftUI from Apple's documentation: appending an @Observable element builds its row; mutating one element re-runs only its row
// Apple, Migrating from the Observable Object protocol to the Observable macro
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro): Observation
// allows "Tracking optionals and collections of objects" and updates views based on "the observable properties that a view's body
// reads". The screen reads the array (ids are lets); each row reads its own item; unchanged rows get the same object again.
import SwiftUI

@Observable
final class TodoItem: Identifiable {
    let id: String
    var done = false
    init(id: String) { self.id = id }
}

struct TodoRow: View {
    let item: TodoItem

    var body: some View {
        let _ = print("Row \(item.id): \(item.done ? "done" : "open")")
        Text(item.id)
    }
}

struct TodoScreen: View {
    @State private var items = [TodoItem(id: "A"), TodoItem(id: "B")]

    var body: some View {
        let _ = print("TodoScreen body: \(items.count) items")
        VStack {
            Button("Finish B") { items[1].done = true }
            Button("Add") { items.append(TodoItem(id: "C")) }
            ForEach(items) { item in
                TodoRow(item: item)
            }
        }
    }
}

:mount TodoScreen()
// expect: TodoScreen body: 2 items
// expect: Row A: open
// expect: Row B: open
:tap "Finish B"
// expect: Row B: done
:tap "Add"
// expect: TodoScreen body: 3 items
// expect: Row C: open
