// A classic ObservableObject to-do store (blog-tutorial style): @Published var items with didSet that
// "saves" (here: encodes to JSON and prints the byte count), @StateObject in the root, @ObservedObject in a
// child, a TextField + onSubmit to add, and toggling an item's `done` through $store.items[index].done.
// Expected: each mutation of items (append, toggle through the binding) runs didSet once and publishes once;
// both the root and the child observing the same store re-render once per change.
// Source: https://developer.apple.com/documentation/combine/published ;
// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
import SwiftUI

struct TodoItem: Identifiable, Codable, Equatable {
    var id = UUID()
    var title: String
    var done = false
}

final class TodoStore: ObservableObject {
    @Published var items: [TodoItem] = [] {
        didSet { save() }
    }
    func save() {
        let data = try! JSONEncoder().encode(items)
        print("saved \(items.count) items (\(data.count > 0 ? "non-empty" : "empty") JSON)")
    }
}

struct SummaryView: View {
    @ObservedObject var store: TodoStore
    var body: some View {
        let _ = Self._printChanges()
        Text("\(store.items.filter(\.done).count) of \(store.items.count) done")
    }
}

struct TodoListView: View {
    @StateObject private var store = TodoStore()
    @State private var newTitle = ""

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            List {
                TextField("New item", text: $newTitle)
                    .onSubmit {
                        store.items.append(TodoItem(title: newTitle))
                        newTitle = ""
                    }
                ForEach($store.items) { $item in
                    Toggle(item.title, isOn: $item.done)
                }
                SummaryView(store: store)
            }
            .navigationTitle("Todos")
        }
    }
}

:mount TodoListView()
:type "Milk" into "New item"
:submit "New item"
:toggle "Milk"
:tree

// expect: TodoListView: @self, @identity, _store, _newTitle changed.
// expect: SummaryView: @self, @identity, _store changed.
// expect: saved 1 items (non-empty JSON)
// expect: TodoListView: _store changed.
// expect: SummaryView: _store changed.
// expect: saved 1 items (non-empty JSON)
// expect: TodoListView: _store changed.
// expect: SummaryView: _store changed.
// expect: TodoListView#1
// expect:   NavigationStack
// expect:     List  .navigationTitle
// expect:       TextField "New item" = ""  .onSubmit
// expect:       row #3
// expect:         Toggle "Milk" = true
// expect:       SummaryView#2
// expect:         Text "1 of 1 done"
