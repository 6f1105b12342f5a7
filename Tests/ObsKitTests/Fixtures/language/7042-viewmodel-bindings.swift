// App model: view-model class with state enum, observers, callbacks, and derived display text
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

enum LoadState: Equatable {
    case idle, loading, loaded(count: Int), failed(String)
}

final class TodoListViewModel {
    private(set) var todos: [Todo] = [] {
        didSet { onChange?(summary) }
    }
    var state: LoadState = .idle {
        didSet { if oldValue != state { print("state: \(oldValue) -> \(state)") } }
    }
    var filter: Filter = .all
    var onChange: ((String) -> Void)?
    private var nextID = 1

    enum Filter { case all, open, done }

    var visible: [Todo] {
        switch filter {
        case .all: return todos
        case .open: return todos.filter { !$0.done }
        case .done: return todos.filter(\.done)
        }
    }
    var summary: String {
        let open = todos.filter { !$0.done }.count
        return "\(open) open / \(todos.count) total"
    }

    func load(_ titles: [String]) {
        state = .loading
        guard !titles.contains("") else {
            state = .failed("empty title")
            return
        }
        titles.forEach { add($0) }
        state = .loaded(count: todos.count)
    }
    func add(_ title: String) {
        todos.append(Todo(id: nextID, title: title))
        nextID += 1
    }
    func toggle(id: Int) {
        guard let i = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[i].done.toggle()
    }
    func removeCompleted() { todos.removeAll(where: \.done) }
}

let vm = TodoListViewModel()
var changes: [String] = []
vm.onChange = { changes.append($0) }
vm.load(["buy milk", "walk dog", "write report"])
vm.toggle(id: 2)
vm.toggle(id: 99)
vm.filter = .open
print(vm.visible.map(\.title))
vm.filter = .done
print(vm.visible.map { "#\($0.id) \($0.title)" })
vm.removeCompleted()
print(changes)
vm.load(["x", ""])
print(vm.state == .failed("empty title"), vm.summary)
// expect: state: idle -> loading
// expect: state: loading -> loaded(count: 3)
// expect: ["buy milk", "write report"]
// expect: ["#2 walk dog"]
// expect: ["1 open / 1 total", "2 open / 2 total", "3 open / 3 total", "2 open / 3 total", "2 open / 2 total"]
// expect: state: loaded(count: 3) -> loading
// expect: state: loading -> failed("empty title")
// expect: true 2 open / 2 total
