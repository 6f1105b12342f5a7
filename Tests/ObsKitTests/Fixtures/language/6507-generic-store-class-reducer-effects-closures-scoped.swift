// composable-architecture style (store): a generic Store class with reducer, effects as closures, scoped child stores and observers notified on state changes
final class Store<State, Action> {
    private(set) var state: State {
        didSet { observers.forEach { $0(state) } }
    }
    private let reducer: (inout State, Action) -> [() -> Action?]
    private var observers: [(State) -> Void] = []

    init(initial: State, reducer: @escaping (inout State, Action) -> [() -> Action?]) {
        self.state = initial
        self.reducer = reducer
    }

    func send(_ action: Action) {
        let effects = reducer(&state, action)
        for effect in effects {
            if let next = effect() { send(next) }
        }
    }

    func observe(_ observer: @escaping (State) -> Void) { observers.append(observer); observer(state) }

    func scope<ChildState, ChildAction>(
        state toChild: @escaping (State) -> ChildState,
        action toParent: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let child = Store<ChildState, ChildAction>(initial: toChild(state)) { [unowned self] childState, childAction in
            self.send(toParent(childAction))
            childState = toChild(self.state)
            return []
        }
        return child
    }
}

struct TodoState: CustomStringConvertible {
    var items: [String] = []
    var filter = ""
    var visible: [String] { filter.isEmpty ? items : items.filter { $0.contains(filter) } }
    var description: String { "items=\(items) filter='\(filter)'" }
}

enum TodoAction { case add(String), remove(Int), setFilter(String), clearFilter, addLoaded }

let store = Store<TodoState, TodoAction>(initial: TodoState()) { state, action in
    switch action {
    case .add(let title):
        state.items.append(title)
        return title.hasPrefix("!") ? [{ .setFilter("!") }] : []
    case .remove(let index):
        guard state.items.indices.contains(index) else { return [] }
        state.items.remove(at: index)
        return []
    case .setFilter(let f): state.filter = f; return []
    case .clearFilter: state.filter = ""; return []
    case .addLoaded: return [{ .add("loaded 1") }, { nil }, { .add("loaded 2") }]
    }
}

var changes = 0
store.observe { _ in changes += 1 }
store.send(.add("buy milk"))
store.send(.addLoaded)
print(store.state, "changes:", changes)
store.send(.add("!urgent"))
print(store.state.visible, "changes:", changes)

let counter = store.scope(state: { $0.visible.count }, action: { (n: Int) in TodoAction.remove(n) })
counter.observe { print("child sees", $0) }
counter.send(0)
print(store.state.items, counter.state)
store.send(.clearFilter)
print(store.state.visible.count, counter.state)

// expect: items=["buy milk", "loaded 1", "loaded 2"] filter='' changes: 5
// expect: ["!urgent"] changes: 7
// expect: child sees 1
// expect: child sees 1
// expect: ["loaded 1", "loaded 2", "!urgent"] 1
// expect: 3 1
