// App architecture style (time-travel store): a generic store keeps every state, can jump back through history, and subscribers unsubscribe by token
final class Subscription {
    private let cancel: () -> Void
    init(_ cancel: @escaping () -> Void) { self.cancel = cancel }
    deinit { cancel() }
}

final class TimeTravelStore<State, Action> {
    private(set) var states: [State]
    private(set) var cursor = 0
    private let reducer: (State, Action) -> State
    private var listeners: [UInt: (State) -> Void] = [:]
    private var counter: UInt = 0

    init(_ initial: State, reducer: @escaping (State, Action) -> State) {
        states = [initial]
        self.reducer = reducer
    }
    var state: State { states[cursor] }

    func subscribe(_ fn: @escaping (State) -> Void) -> Subscription {
        counter += 1
        let id = counter
        listeners[id] = fn
        fn(state)
        return Subscription { [weak self] in self?.listeners[id] = nil }
    }
    func dispatch(_ action: Action) {
        states.removeSubrange((cursor + 1)...)
        states.append(reducer(state, action))
        cursor += 1
        emit()
    }
    func travel(to index: Int) {
        cursor = max(0, min(index, states.count - 1))
        emit()
    }
    private func emit() { for id in listeners.keys.sorted() { listeners[id]!(state) } }
}

struct Draw: CustomStringConvertible {
    var points: [Int] = []
    var description: String { "points\(points)" }
}
enum DrawAction { case add(Int), undoLast, double }

let store = TimeTravelStore(Draw()) { (s: Draw, a: DrawAction) -> Draw in
    var s = s
    switch a {
    case .add(let p): s.points.append(p)
    case .undoLast: if !s.points.isEmpty { s.points.removeLast() }
    case .double: s.points = s.points.map { $0 * 2 }
    }
    return s
}

var sub1: Subscription? = store.subscribe { print("view1:", $0) }
var sub2: Subscription? = store.subscribe { print("view2 count:", $0.points.count) }
store.dispatch(.add(1))
store.dispatch(.add(5))
sub2 = nil
store.dispatch(.double)
store.travel(to: 1)
print("cursor:", store.cursor, "of", store.states.count)
store.dispatch(.add(9))
print("history:", store.states.map(\.description))
store.travel(to: 99)
sub1 = nil
store.dispatch(.undoLast)
print("final:", store.state, "subs gone:", sub1 == nil && sub2 == nil)

// expect: view1: points[]
// expect: view2 count: 0
// expect: view1: points[1]
// expect: view2 count: 1
// expect: view1: points[1, 5]
// expect: view2 count: 2
// expect: view1: points[2, 10]
// expect: view1: points[1]
// expect: cursor: 1 of 4
// expect: view1: points[1, 9]
// expect: history: ["points[]", "points[1]", "points[1, 9]"]
// expect: view1: points[1, 9]
// expect: final: points[1] subs gone: true
