// App architecture style (middleware chain): actions pass through logging, filtering and transforming middleware before the reducer
enum TodoAction: CustomStringConvertible {
    case add(String)
    case toggle(Int)
    case clear

    var description: String {
        switch self {
        case .add(let t): return "add(\(t))"
        case .toggle(let i): return "toggle(\(i))"
        case .clear: return "clear"
        }
    }
}

struct Todo: Equatable { var title: String; var done = false }
struct AppState { var todos: [Todo] = [] }

typealias Dispatch = (TodoAction) -> Void
typealias Middleware = (@escaping Dispatch) -> Dispatch

func reducer(_ state: inout AppState, _ action: TodoAction) {
    switch action {
    case .add(let title): state.todos.append(Todo(title: title))
    case .toggle(let i) where state.todos.indices.contains(i): state.todos[i].done.toggle()
    case .toggle: break
    case .clear: state.todos.removeAll { $0.done }
    }
}

var state = AppState()
var trace: [String] = []

let logger: Middleware = { next in { action in trace.append("log \(action)"); next(action) } }
let noEmpty: Middleware = { next in
    { action in
        if case .add(let t) = action, t.isEmpty { trace.append("blocked empty"); return }
        next(action)
    }
}
let capitalize: Middleware = { next in
    { action in
        if case .add(let t) = action { next(.add(t.prefix(1).uppercased() + t.dropFirst())) } else { next(action) }
    }
}

let base: Dispatch = { reducer(&state, $0) }
let dispatch = [logger, noEmpty, capitalize].reversed().reduce(base) { acc, mw in mw(acc) }

let script: [TodoAction] = [.add("buy milk"), .add(""), .add("walk dog"), .toggle(0), .toggle(7), .clear, .add("read")]
for action in script {
    dispatch(action)
    let summary = state.todos.map { ($0.done ? "[x] " : "[ ] ") + $0.title }.joined(separator: ", ")
    print("\(action) -> \(summary.isEmpty ? "<empty>" : summary)")
}
print(trace.joined(separator: " | "))

// expect: add(buy milk) -> [ ] Buy milk
// expect: add() -> [ ] Buy milk
// expect: add(walk dog) -> [ ] Buy milk, [ ] Walk dog
// expect: toggle(0) -> [x] Buy milk, [ ] Walk dog
// expect: toggle(7) -> [x] Buy milk, [ ] Walk dog
// expect: clear -> [ ] Walk dog
// expect: add(read) -> [ ] Walk dog, [ ] Read
// expect: log add(buy milk) | log add() | blocked empty | log add(walk dog) | log toggle(0) | log toggle(7) | log clear | log add(read)
