// App code style: todo list state machine with enum transitions
enum TodoState: Equatable, CustomStringConvertible {
    case open
    case inProgress(assignee: String)
    case blocked(reason: String)
    case done(by: String)

    var description: String {
        switch self {
        case .open: return "open"
        case .inProgress(let who): return "in progress (\(who))"
        case .blocked(let reason): return "blocked: \(reason)"
        case .done(let who): return "done by \(who)"
        }
    }
}

enum TodoEvent {
    case start(String)
    case block(String)
    case unblock
    case finish
}

enum TransitionError: Error {
    case invalid(from: TodoState, event: String)
}

struct Todo {
    let id: Int
    let title: String
    var state: TodoState = .open
    var history: [String] = []

    mutating func apply(_ event: TodoEvent) throws {
        let old = state
        switch (state, event) {
        case (.open, .start(let who)), (.blocked, .start(let who)):
            state = .inProgress(assignee: who)
        case (.inProgress, .block(let reason)):
            state = .blocked(reason: reason)
        case (.blocked, .unblock):
            state = .open
        case (.inProgress(let who), .finish):
            state = .done(by: who)
        default:
            throw TransitionError.invalid(from: state, event: "\(event)")
        }
        history.append("\(old) -> \(state)")
    }
}

var todos = [
    Todo(id: 1, title: "Write spec"),
    Todo(id: 2, title: "Fix login bug"),
    Todo(id: 3, title: "Deploy"),
]

let script: [(Int, TodoEvent)] = [
    (1, .start("ana")),
    (2, .finish),
    (2, .start("bo")),
    (2, .block("waiting on API")),
    (1, .finish),
    (3, .unblock),
    (2, .unblock),
    (2, .start("cy")),
    (2, .finish),
]

for (id, event) in script {
    guard let index = todos.firstIndex(where: { $0.id == id }) else { continue }
    do {
        try todos[index].apply(event)
        print("#\(id) now \(todos[index].state)")
    } catch TransitionError.invalid(let from, let name) {
        print("#\(id) cannot apply \(name) while \(from)")
    }
}

for todo in todos {
    print("\(todo.id). \(todo.title) [\(todo.state)]")
    for (n, step) in todo.history.enumerated() {
        print("   \(n + 1): \(step)")
    }
}
let finished = todos.filter { if case .done = $0.state { return true } else { return false } }
print("finished:", finished.map(\.title))
print("all touched:", todos.allSatisfy { !$0.history.isEmpty })

// expect: #1 now in progress (ana)
// expect: #2 cannot apply finish while open
// expect: #2 now in progress (bo)
// expect: #2 now blocked: waiting on API
// expect: #1 now done by ana
// expect: #3 cannot apply unblock while open
// expect: #2 now open
// expect: #2 now in progress (cy)
// expect: #2 now done by cy
// expect: 1. Write spec [done by ana]
// expect:    1: open -> in progress (ana)
// expect:    2: in progress (ana) -> done by ana
// expect: 2. Fix login bug [done by cy]
// expect:    1: open -> in progress (bo)
// expect:    2: in progress (bo) -> blocked: waiting on API
// expect:    3: blocked: waiting on API -> open
// expect:    4: open -> in progress (cy)
// expect:    5: in progress (cy) -> done by cy
// expect: 3. Deploy [open]
// expect: finished: ["Write spec", "Fix login bug"]
// expect: all touched: false
