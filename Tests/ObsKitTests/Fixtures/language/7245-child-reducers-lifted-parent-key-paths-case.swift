// App architecture style (reducer composition): child reducers lifted into a parent with key paths and case embedding, like pullback
struct CounterState: Equatable { var value = 0 }
enum CounterAction { case inc, dec }

struct ToggleState: Equatable { var isOn = false; var flips = 0 }
enum ToggleAction { case flip }

struct AppState: Equatable {
    var counter = CounterState()
    var toggle = ToggleState()
    var events: [String] = []
}
enum AppAction {
    case counter(CounterAction)
    case toggle(ToggleAction)
    case note(String)
}

typealias Reducer<S, A> = (inout S, A) -> Void

let counterReducer: Reducer<CounterState, CounterAction> = { state, action in
    switch action {
    case .inc: state.value += 1
    case .dec: state.value -= 1
    }
}
let toggleReducer: Reducer<ToggleState, ToggleAction> = { state, _ in
    state.isOn.toggle()
    state.flips += 1
}

func pullback<LS, LA, GS, GA>(_ reducer: @escaping Reducer<LS, LA>,
                              state: WritableKeyPath<GS, LS>,
                              action: @escaping (GA) -> LA?) -> Reducer<GS, GA> {
    return { global, globalAction in
        guard let local = action(globalAction) else { return }
        reducer(&global[keyPath: state], local)
    }
}

func combine<S, A>(_ reducers: Reducer<S, A>...) -> Reducer<S, A> {
    return { state, action in reducers.forEach { $0(&state, action) } }
}

let appReducer: Reducer<AppState, AppAction> = combine(
    pullback(counterReducer, state: \.counter, action: { if case .counter(let a) = $0 { return a } else { return nil } }),
    pullback(toggleReducer, state: \.toggle, action: { if case .toggle(let a) = $0 { return a } else { return nil } }),
    { state, action in
        switch action {
        case .note(let text): state.events.append(text)
        case .counter(.inc) where state.counter.value % 3 == 0: state.events.append("multiple of 3")
        default: break
        }
    }
)

var state = AppState()
let actions: [AppAction] = [.counter(.inc), .counter(.inc), .toggle(.flip), .counter(.inc), .note("hello"),
                            .counter(.dec), .toggle(.flip), .toggle(.flip), .counter(.inc)]
for (i, action) in actions.enumerated() {
    appReducer(&state, action)
    print(i, "value=\(state.counter.value) on=\(state.toggle.isOn) flips=\(state.toggle.flips) events=\(state.events)")
}
print(state == AppState(counter: CounterState(value: 3), toggle: ToggleState(isOn: true, flips: 3), events: ["multiple of 3", "hello", "multiple of 3"]))

// expect: 0 value=1 on=false flips=0 events=[]
// expect: 1 value=2 on=false flips=0 events=[]
// expect: 2 value=2 on=true flips=1 events=[]
// expect: 3 value=3 on=true flips=1 events=["multiple of 3"]
// expect: 4 value=3 on=true flips=1 events=["multiple of 3", "hello"]
// expect: 5 value=2 on=true flips=1 events=["multiple of 3", "hello"]
// expect: 6 value=2 on=false flips=2 events=["multiple of 3", "hello"]
// expect: 7 value=2 on=true flips=3 events=["multiple of 3", "hello"]
// expect: 8 value=3 on=true flips=3 events=["multiple of 3", "hello", "multiple of 3"]
// expect: true
