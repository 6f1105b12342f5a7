// Kodeco style (todo list): a derived @Published count built from $items.map.removeDuplicates.assign(to:); toggling a row sets the array once, and _printChanges names the view model (rules §6.3, §10.1, §12.1, §12.2)
import SwiftUI
import Combine

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var done = false
}

final class TodoListViewModel: ObservableObject {
    @Published var items: [TodoItem] = [
        TodoItem(id: 1, title: "Buy bread"),
        TodoItem(id: 2, title: "Call Sam"),
        TodoItem(id: 3, title: "Water plants")
    ]
    @Published private(set) var remaining = 0

    init() {
        $items
            .map { items in items.filter { !$0.done }.count }
            .removeDuplicates()
            .handleEvents(receiveOutput: { print("remaining =", $0) })
            .assign(to: &$remaining)
    }

    func toggle(_ id: Int) {
        if let index = items.firstIndex(where: { $0.id == id }) {
            items[index].done.toggle()
        }
    }

    func add(_ title: String) {
        items.append(TodoItem(id: items.count + 1, title: title))
    }
}

struct TodoListView: View {
    @StateObject private var viewModel = TodoListViewModel()

    var body: some View {
        let _ = Self._printChanges()
        List {
            Text("\(viewModel.remaining) left")
            ForEach(viewModel.items) { item in
                Button(item.done ? "Undo \(item.title)" : item.title) {
                    viewModel.toggle(item.id)
                }
            }
            Button("Add Milk") { viewModel.add("Milk") }
        }
    }
}

:mount TodoListView()
// expect: remaining = 3
// expect: TodoListView: @self, @identity, _viewModel changed.
:tap "Buy bread"
// expect: remaining = 2
// expect: TodoListView: _viewModel changed.
:tap "Add Milk"
// expect: remaining = 3
// expect: TodoListView: _viewModel changed.
:tap "Undo Buy bread"
// expect: remaining = 4
// expect: TodoListView: _viewModel changed.
:tap "Call Sam"
// expect: remaining = 3
// expect: TodoListView: _viewModel changed.
