// App code style: todo list with priority enum, Comparable sorting by multiple keys and toggling completion
enum Priority: Int, Comparable, CaseIterable, CustomStringConvertible {
    case low = 1, medium, high

    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    var description: String {
        switch self {
        case .low: return "low"
        case .medium: return "medium"
        case .high: return "high"
        }
    }
}

struct Todo: Equatable {
    let id: Int
    var title: String
    var priority: Priority
    var isDone = false
}

struct TodoList {
    private(set) var todos: [Todo] = []
    private var nextID = 1

    mutating func add(_ title: String, priority: Priority = .medium) {
        todos.append(Todo(id: nextID, title: title, priority: priority))
        nextID += 1
    }

    mutating func toggle(id: Int) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else {
            print("No todo with id \(id)")
            return
        }
        todos[index].isDone.toggle()
    }

    var pending: [Todo] {
        todos.filter { !$0.isDone }
            .sorted { ($0.priority, $1.title) > ($1.priority, $0.title) }
    }
}

var list = TodoList()
list.add("Write report", priority: .high)
list.add("Buy milk", priority: .low)
list.add("Call mom")
list.add("Fix bug", priority: .high)
list.add("Answer email")
list.toggle(id: 3)
list.toggle(id: 9)

for todo in list.pending {
    print("[\(todo.priority)] \(todo.title)")
}
let done = list.todos.filter(\.isDone).map(\.title)
print("Done: \(done)")
print("All high done? \(list.todos.filter { $0.priority == .high }.allSatisfy(\.isDone))")
print("Counts:", Priority.allCases.map { p in "\(p)=\(list.todos.filter { $0.priority == p }.count)" }.joined(separator: " "))
// expect: No todo with id 9
// expect: [high] Fix bug
// expect: [high] Write report
// expect: [medium] Answer email
// expect: [low] Buy milk
// expect: Done: ["Call mom"]
// expect: All high done? false
// expect: Counts: low=1 medium=2 high=2
