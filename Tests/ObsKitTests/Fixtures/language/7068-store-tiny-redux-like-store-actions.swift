// Blog style (store): a tiny Redux-like store with actions and an observer log
import Observation

enum Action {
    case increment(Int)
    case rename(String)
    case reset
}

@Observable
final class Store {
    private(set) var value = 0
    private(set) var title = "untitled"
    @ObservationIgnored var dispatched = 0

    func send(_ action: Action) {
        dispatched += 1
        switch action {
        case .increment(let n): value += n
        case .rename(let s): title = s
        case .reset:
            value = 0
            title = "untitled"
        }
    }
}

let store = Store()
var events: [String] = []

func subscribeValue() {
    withObservationTracking { _ = store.value } onChange: {
        events.append("value")
        subscribeValue()
    }
}
subscribeValue()

let actions: [Action] = [.increment(2), .rename("demo"), .increment(3), .reset, .rename("x")]
for a in actions {
    store.send(a)
    print("after \(a): value=\(store.value) title=\(store.title)")
}
print("events: \(events)")
print("dispatched \(store.dispatched)")
// expect: after increment(2): value=2 title=untitled
// expect: after rename("demo"): value=2 title=demo
// expect: after increment(3): value=5 title=demo
// expect: after reset: value=0 title=untitled
// expect: after rename("x"): value=0 title=x
// expect: events: ["value", "value", "value"]
// expect: dispatched 5
