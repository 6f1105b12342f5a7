// The fix for the stale list: each row is a view of its own that observes its item with `@ObservedObject`, the
// answer to "nested ObservableObject doesn't update the list" (own code).
// What SwiftUI does: the row's box subscribes to its item (rules §5.1), so a change made in the pushed detail runs
// that row's body, though the row is covered by the detail: its node is alive, only off screen (rules §0.2, §14.3).
// The detail's `onAppear` runs after the push, its `onDisappear` after the pop, and reads the live title then (rules
// §11.1). No body of the list itself runs: it observes only the store (rules §6.5).
// Sources: rules §0.2, §5.1, §6.3, §6.5, §11.1, §14.3; https://developer.apple.com/documentation/swiftui/observedobject
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

struct TodoRow: View {
    @ObservedObject var item: TodoItem

    var body: some View {
        let _ = print("TodoRow body: \(item.title)")
        NavigationLink(item.title, value: item.id)
    }
}

struct TodoDetail: View {
    @ObservedObject var item: TodoItem

    var body: some View {
        Form {
            TextField("Title", text: $item.title)
        }
        .onAppear { print("editing \(item.title)") }
        .onDisappear { print("done editing \(item.title)") }
    }
}

struct TodoListView: View {
    @StateObject private var store = TodoStore()

    var body: some View {
        let _ = print("TodoListView body")
        NavigationStack {
            List {
                ForEach(store.items) { item in
                    TodoRow(item: item)
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
// expect: TodoRow body: Buy milk
// expect: TodoRow body: Call mom
:tap "Buy milk"
// expect: editing Buy milk
:type "!" into "Title"
// expect: TodoRow body: Buy milk!
:back
// expect: done editing Buy milk!
