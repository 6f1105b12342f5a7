// App architecture style (TCA-like effects): a reducer returns closure effects that the store runs and feeds back as actions
struct SearchState: Equatable {
    var query = ""
    var results: [String] = []
    var isLoading = false
    var requests = 0
}

enum SearchAction: Equatable {
    case queryChanged(String)
    case submit
    case response([String])
    case clear
}

struct Effect<Action> {
    let run: (@escaping (Action) -> Void) -> Void
    static var none: Effect { Effect { _ in } }
    static func send(_ a: Action) -> Effect { Effect { $0(a) } }
}

let catalogue = ["swift", "swiftui", "sqlite", "rust", "ruby", "scala"]

func searchReducer(state: inout SearchState, action: SearchAction) -> Effect<SearchAction> {
    switch action {
    case .queryChanged(let q):
        state.query = q
        return q.count >= 2 ? .send(.submit) : .none
    case .submit:
        state.isLoading = true
        state.requests += 1
        let q = state.query
        return Effect { send in send(.response(catalogue.filter { $0.hasPrefix(q) })) }
    case .response(let found):
        state.isLoading = false
        state.results = found
        return .none
    case .clear:
        state = SearchState(requests: state.requests)
        return .none
    }
}

final class Store<State: Equatable, Action> {
    private(set) var state: State
    private let reducer: (inout State, Action) -> Effect<Action>
    private(set) var actionLog: [String] = []
    init(initial: State, reducer: @escaping (inout State, Action) -> Effect<Action>) {
        state = initial
        self.reducer = reducer
    }
    func send(_ action: Action) {
        actionLog.append("\(action)")
        let before = state
        let effect = reducer(&state, action)
        if before != state { print("  state ->", state) }
        effect.run { [weak self] next in self?.send(next) }
    }
}

let store = Store(initial: SearchState(), reducer: searchReducer)
for step: SearchAction in [.queryChanged("s"), .queryChanged("sw"), .queryChanged("swifty"), .queryChanged("ru"), .clear] {
    print("send \(step)")
    store.send(step)
}
print(store.actionLog.count, "actions;", store.state.requests, "requests")

// expect: send queryChanged("s")
// expect:   state -> SearchState(query: "s", results: [], isLoading: false, requests: 0)
// expect: send queryChanged("sw")
// expect:   state -> SearchState(query: "sw", results: [], isLoading: false, requests: 0)
// expect:   state -> SearchState(query: "sw", results: [], isLoading: true, requests: 1)
// expect:   state -> SearchState(query: "sw", results: ["swift", "swiftui"], isLoading: false, requests: 1)
// expect: send queryChanged("swifty")
// expect:   state -> SearchState(query: "swifty", results: ["swift", "swiftui"], isLoading: false, requests: 1)
// expect:   state -> SearchState(query: "swifty", results: ["swift", "swiftui"], isLoading: true, requests: 2)
// expect:   state -> SearchState(query: "swifty", results: [], isLoading: false, requests: 2)
// expect: send queryChanged("ru")
// expect:   state -> SearchState(query: "ru", results: [], isLoading: false, requests: 2)
// expect:   state -> SearchState(query: "ru", results: [], isLoading: true, requests: 3)
// expect:   state -> SearchState(query: "ru", results: ["rust", "ruby"], isLoading: false, requests: 3)
// expect: send clear
// expect:   state -> SearchState(query: "", results: [], isLoading: false, requests: 3)
// expect: 11 actions; 3 requests
