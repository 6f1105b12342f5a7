// Apple tutorial style (to-do list): an @Observable store in the environment, rows with @Bindable toggles, a computed count, onDelete (rules §8.5, §2.3, §15.2)
import SwiftUI
import Observation

@Observable
final class TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
    init(title: String) { self.title = title }
}

@Observable
final class TodoStore {
    var items: [TodoItem] = [TodoItem(title: "Milk"), TodoItem(title: "Bread"), TodoItem(title: "Eggs")]
    var remaining: Int { items.filter { !$0.isDone }.count }
}

struct TodoRow: View {
    @Bindable var item: TodoItem
    var body: some View {
        let _ = print("row \(item.title)")
        Toggle(item.title, isOn: $item.isDone)
    }
}

struct TodoListView: View {
    @Environment(TodoStore.self) private var store
    var body: some View {
        let _ = print("list: \(store.remaining) of \(store.items.count) left")
        NavigationStack {
            List {
                ForEach(store.items) { item in
                    TodoRow(item: item)
                }
                .onDelete { offsets in
                    print("delete \(Array(offsets))")
                    store.items.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("To Do")
        }
    }
}

struct RootView: View {
    @State private var store = TodoStore()
    var body: some View {
        TodoListView()
            .environment(store)
    }
}
:mount RootView()
// expect: list: 3 of 3 left
// expect: row Milk
// expect: row Bread
// expect: row Eggs
:toggle "Bread"
// expect: list: 2 of 3 left
// expect: row Bread
:delete "Milk"
// expect: delete [0]
// expect: list: 1 of 2 left
:toggle "Bread"
// expect: list: 2 of 2 left
// expect: row Bread
