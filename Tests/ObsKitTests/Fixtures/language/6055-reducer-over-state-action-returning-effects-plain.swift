// Point-Free style (reducer and store architecture): a Reducer over State and Action returning Effects as plain closures, combined and pulled back without concurrency
struct Effect<Action> { let run: (@escaping (Action) -> Void) -> Void }
struct Reducer<State, Action> {
    let reduce: (inout State, Action) -> [Effect<Action>]
    static func combine(_ rs: Reducer...) -> Reducer {
        Reducer { state, action in rs.flatMap { $0.reduce(&state, action) } }
    }
    func pullback<GS, GA>(state kp: WritableKeyPath<GS, State>, action extract: @escaping (GA) -> Action?, embed: @escaping (Action) -> GA) -> Reducer<GS, GA> {
        Reducer<GS, GA> { global, ga in
            guard let local = extract(ga) else { return [] }
            return self.reduce(&global[keyPath: kp], local).map { e in Effect { send in e.run { send(embed($0)) } } }
        }
    }
}
final class Store<State, Action> {
    private(set) var state: State
    private let reducer: Reducer<State, Action>
    init(_ s: State, _ r: Reducer<State, Action>) { state = s; reducer = r }
    func send(_ action: Action) {
        print("send \(action)")
        for effect in reducer.reduce(&state, action) { effect.run(self.send) }
    }
}

enum CounterAction { case incr, decr, reset }
enum LogAction { case note(String) }
enum AppAction { case counter(CounterAction), log(LogAction) }
struct AppState { var count = 0; var notes: [String] = [] }

let counter = Reducer<Int, CounterAction> { n, a in
    switch a {
    case .incr: n += 1
    case .decr: n -= 1
        if n < 0 { return [Effect { send in send(.reset) }] }
    case .reset: n = 0
    }
    return []
}
let logger = Reducer<[String], LogAction> { notes, a in
    if case .note(let s) = a { notes.append(s) }
    return []
}
let app = Reducer<AppState, AppAction>.combine(
    counter.pullback(state: \.count, action: { if case .counter(let c) = $0 { return c } else { return nil } }, embed: AppAction.counter),
    logger.pullback(state: \.notes, action: { if case .log(let l) = $0 { return l } else { return nil } }, embed: AppAction.log),
    Reducer { state, action in
        if case .counter(.reset) = action { let n = state.count; return [Effect { $0(.log(.note("reset at \(n)"))) }] }
        return []
    }
)
let store = Store(AppState(), app)
store.send(.counter(.incr))
store.send(.counter(.decr))
store.send(.counter(.decr))
store.send(.log(.note("done")))
print(store.state.count, store.state.notes)

// expect: send counter(main.CounterAction.incr)
// expect: send counter(main.CounterAction.decr)
// expect: send counter(main.CounterAction.decr)
// expect: send counter(main.CounterAction.reset)
// expect: send log(main.LogAction.note("reset at 0"))
// expect: send log(main.LogAction.note("done"))
// expect: 0 ["reset at 0", "done"]
