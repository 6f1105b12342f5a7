// Q (Stack Overflow style): the accepted fix for "mutating an element of a @Published array doesn't refresh":
// "I changed TodoItem from a class to a struct and now toggling works. Will every row re-render now?"
// Answer: with a value type, `items[index].isDone.toggle()` writes the array back through @Published's setter, so
// objectWillChange is sent and the list's body runs (rules §6.3, §4.4). The rows are built again (rules §2.6), but
// a row's body runs only when its new value differs from the old one (rules §2.7): TodoRow holds a TodoItem, compared
// field by field (rules §2.3), so only the Milk row runs; the Bread row's body is skipped.
// Source: rules §6.3, §2.3, §2.6, §2.7; Apple `foreach` (https://developer.apple.com/documentation/swiftui/foreach).
import SwiftUI

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

final class TodoStore: ObservableObject {
    @Published var items = [TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Bread")]

    func toggle(id: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].isDone.toggle()
    }
}

struct TodoRow: View {
    let item: TodoItem

    var body: some View {
        let _ = print("TodoRow body: \(item.title) \(item.isDone)")
        Text(item.isDone ? "\(item.title) (done)" : item.title)
    }
}

struct TodoListView: View {
    @StateObject private var store = TodoStore()

    var body: some View {
        let _ = print("TodoListView body: \(store.items.map { "\($0.title)=\($0.isDone)" }.joined(separator: ", "))")
        VStack {
            ForEach(store.items) { item in
                TodoRow(item: item)
            }
            Button("Toggle Milk") { store.toggle(id: 1) }
        }
    }
}

:mount TodoListView()
// expect: TodoListView body: Milk=false, Bread=false
// expect: TodoRow body: Milk false
// expect: TodoRow body: Bread false
:tap "Toggle Milk"
// expect: TodoListView body: Milk=true, Bread=false
// expect: TodoRow body: Milk true
:tap "Toggle Milk"
// expect: TodoListView body: Milk=false, Bread=false
// expect: TodoRow body: Milk false
