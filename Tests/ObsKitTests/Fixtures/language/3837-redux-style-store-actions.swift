// App code style: Redux-style store with actions enum, reducer and middleware chain
enum Action {
    case increment(by: Int)
    case setName(String)
    case addTodo(String)
    case toggle(Int)
    case reset
}

struct AppState: CustomStringConvertible {
    var count = 0
    var name = "anon"
    var todos: [(title: String, done: Bool)] = []
    var description: String {
        let t = todos.map { ($0.done ? "[x] " : "[ ] ") + $0.title }.joined(separator: ", ")
        return "count=\(count) name=\(name) todos=[\(t)]"
    }
}

typealias Reducer = (inout AppState, Action) -> Void
typealias Middleware = (AppState, Action, (Action) -> Void) -> Void

func appReducer(_ s: inout AppState, _ a: Action) {
    switch a {
    case .increment(let n): s.count += n
    case .setName(let n): s.name = n
    case .addTodo(let t): s.todos.append((t, false))
    case .toggle(let i) where s.todos.indices.contains(i): s.todos[i].done.toggle()
    case .toggle: break
    case .reset: s = AppState()
    }
}

final class Store {
    private(set) var state = AppState()
    let reducer: Reducer
    let middleware: [Middleware]
    init(reducer: @escaping Reducer, middleware: [Middleware]) { self.reducer = reducer; self.middleware = middleware }

    func dispatch(_ action: Action) {
        let base: (Action) -> Void = { [unowned self] a in self.reducer(&self.state, a) }
        let chain = middleware.reversed().reduce(base) { next, mw in
            { [unowned self] a in mw(self.state, a, next) }
        }
        chain(action)
    }
}

let logger: Middleware = { state, action, next in
    print("> \(action)")
    next(action)
}
let guardNegative: Middleware = { state, action, next in
    if case .increment(let n) = action, state.count + n < 0 { print("  blocked"); return }
    next(action)
}
let store = Store(reducer: appReducer, middleware: [logger, guardNegative])
store.dispatch(.increment(by: 2))
store.dispatch(.increment(by: -5))
store.dispatch(.setName("kim"))
store.dispatch(.addTodo("milk"))
store.dispatch(.addTodo("eggs"))
store.dispatch(.toggle(1))
store.dispatch(.toggle(9))
print(store.state)
store.dispatch(.reset)
print(store.state)
// expect: > increment(by: 2)
// expect: > increment(by: -5)
// expect:   blocked
// expect: > setName("kim")
// expect: > addTodo("milk")
// expect: > addTodo("eggs")
// expect: > toggle(1)
// expect: > toggle(9)
// expect: count=2 name=kim todos=[[ ] milk, [x] eggs]
// expect: > reset
// expect: count=0 name=anon todos=[]
