// The repository pattern from "clean architecture in SwiftUI" posts: a `TodoRepository` protocol with an in-memory
// implementation, a view model that reloads its array from the repository after each change, and a list screen that
// loads on appear and deletes by swipe.
// What SwiftUI does: the first body shows nothing; `onAppear` runs after the first update and its load runs the body
// again in the same turn (rules §11.1, §10.1). Rows are identified by the item's id (rules §1.2): after an insert only
// the new row runs, the others get equal values (rules §2.1, §2.7); a swipe calls `onDelete` with the row's offset
// (rules §15.2), the row's node goes, and the remaining rows don't run.
// Sources: rules §1.2, §2.1, §2.7, §10.1, §11.1, §15.2; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI

struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
}

protocol TodoRepository: AnyObject {
    func fetchAll() -> [TodoItem]
    func insert(_ item: TodoItem)
    func delete(id: Int)
}

final class InMemoryTodoRepository: TodoRepository {
    private var storage = [TodoItem(id: 1, title: "Buy milk"), TodoItem(id: 2, title: "Walk dog")]

    func fetchAll() -> [TodoItem] {
        print("repository fetchAll: \(storage.count)")
        return storage
    }

    func insert(_ item: TodoItem) {
        print("repository insert \(item.title)")
        storage.append(item)
    }

    func delete(id: Int) {
        print("repository delete \(id)")
        storage.removeAll { $0.id == id }
    }
}

@Observable
final class TodoListViewModel {
    private let repository: any TodoRepository
    private(set) var items: [TodoItem] = []
    @ObservationIgnored private var nextID = 3

    init(repository: any TodoRepository) {
        self.repository = repository
    }

    func load() {
        items = repository.fetchAll()
    }

    func add(title: String) {
        repository.insert(TodoItem(id: nextID, title: title))
        nextID += 1
        load()
    }

    func delete(at offsets: IndexSet) {
        let ids = offsets.map { items[$0].id }
        for id in ids {
            repository.delete(id: id)
        }
        load()
    }
}

struct TodoRow: View {
    let item: TodoItem

    var body: some View {
        let _ = print("TodoRow body: \(item.title)")
        Text(item.title)
    }
}

struct TodoListScreen: View {
    @State private var viewModel: TodoListViewModel

    init(repository: any TodoRepository) {
        _viewModel = State(initialValue: TodoListViewModel(repository: repository))
    }

    var body: some View {
        let _ = print("TodoListScreen body: \(viewModel.items.count) items")
        VStack {
            List {
                ForEach(viewModel.items) { item in
                    TodoRow(item: item)
                }
                .onDelete { offsets in
                    viewModel.delete(at: offsets)
                }
            }
            Button("Add") { viewModel.add(title: "Call mom") }
        }
        .onAppear { viewModel.load() }
    }
}

:mount TodoListScreen(repository: InMemoryTodoRepository())
// expect: TodoListScreen body: 0 items
// expect: repository fetchAll: 2
// expect: TodoListScreen body: 2 items
// expect: TodoRow body: Buy milk
// expect: TodoRow body: Walk dog
:tap "Add"
// expect: repository insert Call mom
// expect: repository fetchAll: 3
// expect: TodoListScreen body: 3 items
// expect: TodoRow body: Call mom
:delete "Buy milk"
// expect: repository delete 1
// expect: repository fetchAll: 2
// expect: TodoListScreen body: 2 items
