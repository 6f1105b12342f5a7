// App model layer: a generic Store<State, Action> with a reducer and effects, TCA-like in miniature
final class Store<State, Action> {
    typealias Reducer = (inout State, Action) -> [Action]
    private(set) var state: State
    private let reducer: Reducer
    private var subscribers: [(State) -> Void] = []
    private(set) var actionLog: [String] = []

    init(initial: State, reducer: @escaping Reducer) {
        self.state = initial
        self.reducer = reducer
    }

    func subscribe(_ callback: @escaping (State) -> Void) {
        subscribers.append(callback)
        callback(state)
    }

    func send(_ action: Action) {
        var queue = [action]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            actionLog.append("\(next)")
            let effects = reducer(&state, next)
            queue.append(contentsOf: effects)
        }
        subscribers.forEach { $0(state) }
    }
}

struct CounterState: Equatable {
    var count = 0
    var history: [Int] = []
    var alert: String?
}

enum CounterAction {
    case increment, decrement, reset
    case add(Int)
    case checkLimit
    case dismissAlert
}

func counterReducer(state: inout CounterState, action: CounterAction) -> [CounterAction] {
    switch action {
    case .increment: return [.add(1)]
    case .decrement: return [.add(-1)]
    case .add(let n):
        state.count += n
        state.history.append(state.count)
        return [.checkLimit]
    case .checkLimit:
        if state.count > 10 { state.alert = "Too high: \(state.count)"; return [.reset] }
        return []
    case .reset:
        state.count = 0
        return []
    case .dismissAlert:
        state.alert = nil
        return []
    }
}

let store = Store(initial: CounterState(), reducer: counterReducer)
var renders = 0
store.subscribe { state in
    renders += 1
    print("render #\(renders): count=\(state.count)\(state.alert.map { " alert=\($0)" } ?? "")")
}
store.send(.increment)
store.send(.increment)
store.send(.add(5))
store.send(.decrement)
store.send(.add(6))
store.send(.dismissAlert)
print("history: \(store.state.history)")
print("actions: \(store.actionLog.count), last three: \(store.actionLog.suffix(3).joined(separator: ", "))")

// expect: render #1: count=0
// expect: render #2: count=1
// expect: render #3: count=2
// expect: render #4: count=7
// expect: render #5: count=6
// expect: render #6: count=0 alert=Too high: 12
// expect: render #7: count=0
// expect: history: [1, 2, 7, 6, 12]
// expect: actions: 15, last three: checkLimit, reset, dismissAlert
