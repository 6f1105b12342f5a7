// App model code: a to-do store with commands, undo stack, filtering, and a reducer-style update
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Todo: Equatable, CustomStringConvertible {
    let id: Int
    var title: String
    var done = false
    var priority: Priority = .normal
    enum Priority: Int, Comparable {
        case low, normal, high
        static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    }
    var description: String { "[\(done ? "x" : " ")] #\(id) \(title) (\(priority))" }
}
enum Action {
    case add(String, Todo.Priority = .normal)
    case toggle(id: Int)
    case rename(id: Int, to: String)
    case remove(id: Int)
    case clearDone
}
enum Filter { case all, active, completed }
struct AppState {
    var todos: [Todo] = []
    var nextID = 1
    var history: [[Todo]] = []

    mutating func apply(_ action: Action) {
        history.append(todos)
        switch action {
        case let .add(title, priority):
            todos.append(Todo(id: nextID, title: title, priority: priority))
            nextID += 1
        case .toggle(let id):
            if let i = todos.firstIndex(where: { $0.id == id }) { todos[i].done.toggle() }
        case let .rename(id, newTitle):
            if let i = todos.firstIndex(where: { $0.id == id }) { todos[i].title = newTitle }
        case .remove(let id):
            todos.removeAll { $0.id == id }
        case .clearDone:
            todos.removeAll(where: \.done)
        }
    }
    mutating func undo() {
        if let previous = history.popLast() { todos = previous }
    }
    func visible(_ filter: Filter) -> [Todo] {
        let list: [Todo]
        switch filter {
        case .all: list = todos
        case .active: list = todos.filter { !$0.done }
        case .completed: list = todos.filter(\.done)
        }
        return list.sorted { ($0.priority, $1.id) > ($1.priority, $0.id) }
    }
    var summary: String {
        let left = todos.filter { !$0.done }.count
        return "\(left) item\(left == 1 ? "" : "s") left"
    }
}
var state = AppState()
state.apply(.add("Buy milk"))
state.apply(.add("Write report", .high))
state.apply(.add("Water plants", .low))
state.apply(.toggle(id: 1))
state.apply(.rename(id: 3, to: "Water the plants"))
for t in state.visible(.all) { print(t) }
print(state.summary)
print(state.visible(.completed).map(\.title), state.visible(.active).map(\.id))
state.apply(.clearDone)
print(state.todos.count, state.summary)
state.undo()
print(state.todos.count, state.todos.first!)
state.apply(.remove(id: 2))
state.undo(); state.undo()
print(state.todos.map(\.title))
print(state.history.count)
// expect: [ ] #2 Write report (high)
// expect: [x] #1 Buy milk (normal)
// expect: [ ] #3 Water the plants (low)
// expect: 2 items left
// expect: ["Buy milk"] [2, 3]
// expect: 2 2 items left
// expect: 3 [x] #1 Buy milk (normal)
// expect: ["Buy milk", "Write report", "Water plants"]
// expect: 4
