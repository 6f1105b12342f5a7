// "I edit an item in the detail view, go back, and the list still shows the old title": a store of
// ObservableObject items, a list that observes only the store, a pushed detail that observes the item (own code).
// What SwiftUI does: the detail's `@ObservedObject` subscribes to the item, so typing runs the detail's body (rules
// §5.1, §6.3). The list observes only the store: the item's `objectWillChange` is not the store's, and the row
// builder's read of `item.title` is not tracked (ObservableObject has no read tracking), so nothing runs for the list
// (rules §5.1, §6.1, §6.5), not even on the pop, which changes nothing the list depends on (rules §0.2). The list shows
// the new title only when something else makes it render: here the store's publisher is sent by hand (rules §6.2),
// the list's body and its rows' builder run again (rules §2.6).
// Sources: rules §0.2, §2.6, §5.1, §6.1, §6.2, §6.3, §6.5, §14.3; https://developer.apple.com/documentation/swiftui/observedobject
import SwiftUI

final class TodoItem: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class TodoStore: ObservableObject {
    @Published var items = [TodoItem(id: 1, title: "Buy milk"), TodoItem(id: 2, title: "Call mom")]
}

struct TodoDetail: View {
    @ObservedObject var item: TodoItem

    var body: some View {
        let _ = print("TodoDetail body: \(item.title)")
        Form {
            TextField("Title", text: $item.title)
        }
    }
}

struct TodoListView: View {
    @StateObject private var store = TodoStore()

    var body: some View {
        let _ = print("TodoListView body")
        NavigationStack {
            List {
                ForEach(store.items) { item in
                    let _ = print("row: \(item.title)")
                    NavigationLink(item.title, value: item.id)
                }
                Button("Reload") {
                    store.objectWillChange.send()
                }
            }
            .navigationDestination(for: Int.self) { id in
                if let item = store.items.first(where: { $0.id == id }) {
                    TodoDetail(item: item)
                }
            }
        }
    }
}

:mount TodoListView()
// expect: TodoListView body
// expect: row: Buy milk
// expect: row: Call mom
:tap "Buy milk"
// expect: TodoDetail body: Buy milk
:type "!" into "Title"
// expect: TodoDetail body: Buy milk!
:back
:tap "Reload"
// expect: TodoListView body
// expect: row: Buy milk!
// expect: row: Call mom
