// App architecture style (Redux store): a counter store with Action enum payloads, reducer returning effects, history and subscribers
struct CounterState: Equatable {
    var count = 0
    var label = "idle"
    var log: [String] = []
}

enum CounterAction {
    case increment(by: Int)
    case decrement(by: Int)
    case rename(String)
    case reset
}

enum Effect: Equatable {
    case none
    case announce(String)
}

func reduce(into state: inout CounterState, action: CounterAction) -> Effect {
    switch action {
    case .increment(let n):
        state.count += n
        return n > 5 ? .announce("big jump \(n)") : .none
    case .decrement(let n) where n > state.count:
        state.count = 0
        return .announce("clamped")
    case .decrement(let n):
        state.count -= n
        return .none
    case .rename(let text):
        state.label = text
        return .none
    case .reset:
        state = CounterState()
        return .announce("reset")
    }
}

final class Store {
    private(set) var state = CounterState()
    private(set) var history: [CounterState] = []
    private var subscribers: [(CounterState) -> Void] = []

    func subscribe(_ fn: @escaping (CounterState) -> Void) { subscribers.append(fn) }

    @discardableResult
    func dispatch(_ action: CounterAction) -> Effect {
        history.append(state)
        let effect = reduce(into: &state, action: action)
        if case .announce(let msg) = effect { state.log.append(msg) }
        subscribers.forEach { $0(state) }
        return effect
    }
}

let store = Store()
store.subscribe { s in print("count=\(s.count) label=\(s.label) log=\(s.log)") }
store.dispatch(.increment(by: 2))
store.dispatch(.rename("busy"))
let e = store.dispatch(.increment(by: 9))
print("effect:", e)
store.dispatch(.decrement(by: 4))
store.dispatch(.decrement(by: 100))
store.dispatch(.reset)
print("history:", store.history.map(\.count))
print("unchanged first?", store.history.first == CounterState())

// expect: count=2 label=idle log=[]
// expect: count=2 label=busy log=[]
// expect: count=11 label=busy log=["big jump 9"]
// expect: effect: announce("big jump 9")
// expect: count=7 label=busy log=["big jump 9"]
// expect: count=0 label=busy log=["big jump 9", "clamped"]
// expect: count=0 label=idle log=["reset"]
// expect: history: [0, 2, 2, 11, 7, 0]
// expect: unchanged first? true
