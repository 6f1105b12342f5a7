// Point-Free style (reducer composition): (inout State, Action) -> Void reducers combined and pulled back along key paths and enum cases
typealias Reducer<S, A> = (inout S, A) -> Void

func combine<S, A>(_ reducers: Reducer<S, A>...) -> Reducer<S, A> {
    { state, action in reducers.forEach { $0(&state, action) } }
}

func pullback<Local, Global, LocalAction, GlobalAction>(
    _ reducer: @escaping Reducer<Local, LocalAction>,
    value: WritableKeyPath<Global, Local>,
    action: @escaping (GlobalAction) -> LocalAction?
) -> Reducer<Global, GlobalAction> {
    { global, globalAction in
        guard let local = action(globalAction) else { return }
        reducer(&global[keyPath: value], local)
    }
}

func logging<S, A>(_ reducer: @escaping Reducer<S, A>, _ describe: @escaping (S) -> String) -> Reducer<S, A> {
    { state, action in
        reducer(&state, action)
        print("  after \(action): \(describe(state))")
    }
}

enum CounterAction { case increment, decrement }
enum TodoAction { case add(String), toggle(Int) }
enum AppAction {
    case counter(CounterAction)
    case todos(TodoAction)
    var counter: CounterAction? { if case .counter(let a) = self { return a }; return nil }
    var todos: TodoAction? { if case .todos(let a) = self { return a }; return nil }
}

struct Todo { var title: String; var done: Bool }
struct AppState { var count = 0; var todos: [Todo] = []; var actionsSeen = 0 }

let counterReducer: Reducer<Int, CounterAction> = { count, action in
    switch action {
    case .increment: count += 1
    case .decrement: count -= 1
    }
}
let todoReducer: Reducer<[Todo], TodoAction> = { todos, action in
    switch action {
    case .add(let title): todos.append(Todo(title: title, done: false))
    case .toggle(let i) where todos.indices.contains(i): todos[i].done.toggle()
    case .toggle: break
    }
}
let counting: Reducer<AppState, AppAction> = { state, _ in state.actionsSeen += 1 }

let appReducer = logging(combine(
    pullback(counterReducer, value: \.count, action: { $0.counter }),
    pullback(todoReducer, value: \.todos, action: \.todos),
    counting
)) { s in "count=\(s.count) todos=\(s.todos.map { ($0.done ? "x " : "o ") + $0.title }) seen=\(s.actionsSeen)" }

var state = AppState()
let actions: [AppAction] = [.counter(.increment), .todos(.add("milk")), .counter(.increment), .todos(.add("eggs")), .todos(.toggle(1)), .todos(.toggle(9)), .counter(.decrement)]
for action in actions { appReducer(&state, action) }
print(state.count, state.todos.filter(\.done).map(\.title), state.actionsSeen)

// expect:   after counter(main.CounterAction.increment): count=1 todos=[] seen=1
// expect:   after todos(main.TodoAction.add("milk")): count=1 todos=["o milk"] seen=2
// expect:   after counter(main.CounterAction.increment): count=2 todos=["o milk"] seen=3
// expect:   after todos(main.TodoAction.add("eggs")): count=2 todos=["o milk", "o eggs"] seen=4
// expect:   after todos(main.TodoAction.toggle(1)): count=2 todos=["o milk", "x eggs"] seen=5
// expect:   after todos(main.TodoAction.toggle(9)): count=2 todos=["o milk", "x eggs"] seen=6
// expect:   after counter(main.CounterAction.decrement): count=1 todos=["o milk", "x eggs"] seen=7
// expect: 1 ["eggs"] 7
