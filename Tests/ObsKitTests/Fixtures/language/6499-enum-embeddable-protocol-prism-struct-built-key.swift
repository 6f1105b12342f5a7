// Point-Free style (case paths with key paths): an enum with an Embeddable protocol, a Prism struct built from a key path, and a reducer scoping child actions into parent actions
// known-gap: error: 6499-enum-embeddable-protocol-prism-struct-built-key.swift:14:62: error: value of type 'GlobalAction.Type' has no member 'embed'
protocol Embeddable {
    associatedtype Child
    static func embed(_ child: Child) -> Self
    var child: Child? { get }
}

struct Prism<Root, Value> {
    let extract: (Root) -> Value?
    let embed: (Value) -> Root
}

extension Prism where Root: Embeddable, Value == Root.Child {
    static var child: Prism { Prism(extract: \.child, embed: Root.embed) }
}

enum CounterAction: Equatable { case increment, decrement, reset }

enum AppAction: Embeddable, Equatable {
    case counter(CounterAction)
    case logout
    static func embed(_ child: CounterAction) -> AppAction { .counter(child) }
    var child: CounterAction? { if case .counter(let a) = self { return a } else { return nil } }
}

struct Reducer<State, Action> {
    let reduce: (inout State, Action) -> [Action]

    func pullback<GlobalState, GlobalAction>(
        state: WritableKeyPath<GlobalState, State>,
        action: Prism<GlobalAction, Action>
    ) -> Reducer<GlobalState, GlobalAction> {
        Reducer<GlobalState, GlobalAction> { global, globalAction in
            guard let local = action.extract(globalAction) else { return [] }
            return reduce(&global[keyPath: state], local).map(action.embed)
        }
    }

    static func combine(_ reducers: Reducer...) -> Reducer {
        Reducer { state, action in reducers.flatMap { $0.reduce(&state, action) } }
    }
}

struct AppState { var count = 0; var loggedIn = true; var history: [String] = [] }

let counter = Reducer<Int, CounterAction> { count, action in
    switch action {
    case .increment: count += 1; return count == 3 ? [.reset] : []
    case .decrement: count -= 1; return []
    case .reset: count = 0; return []
    }
}
let session = Reducer<AppState, AppAction> { state, action in
    state.history.append("\(action)")
    if action == .logout { state.loggedIn = false }
    return []
}
let app = Reducer.combine(counter.pullback(state: \AppState.count, action: .child), session)

var state = AppState()
var queue: [AppAction] = [.counter(.increment), .counter(.decrement), .counter(.increment), .counter(.increment), .counter(.increment), .logout]
while !queue.isEmpty {
    let action = queue.removeFirst()
    let effects = app.reduce(&state, action)
    print(action, "-> count", state.count, effects.isEmpty ? "" : "effects \(effects)")
    queue.insert(contentsOf: effects, at: 0)
}
print(state.loggedIn, state.history.count, Prism<AppAction, CounterAction>.child.extract(.logout) as Any)

// expect: counter(main.CounterAction.increment) -> count 1 
// expect: counter(main.CounterAction.decrement) -> count 0 
// expect: counter(main.CounterAction.increment) -> count 1 
// expect: counter(main.CounterAction.increment) -> count 2 
// expect: counter(main.CounterAction.increment) -> count 3 effects [main.AppAction.counter(main.CounterAction.reset)]
// expect: counter(main.CounterAction.reset) -> count 0 
// expect: logout -> count 0 
// expect: false 7 nil
