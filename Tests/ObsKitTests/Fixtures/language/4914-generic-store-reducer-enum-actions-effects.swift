// App code style: generic Store with reducer, enum actions, effects returned as follow-up actions, and subscribers
enum TodoAction {
    case add(String)
    case toggle(Int)
    case remove(Int)
    case clearCompleted
    case loadSample
    case sampleLoaded([String])
}

struct TodoItem: Equatable {
    var title: String
    var done = false
}

struct TodoState: Equatable {
    var items: [TodoItem] = []
    var log: [String] = []
    var remaining: Int { items.filter { !$0.done }.count }
}

typealias Reducer<State, Action> = (inout State, Action) -> [Action]

final class Store<State: Equatable, Action> {
    private(set) var state: State
    private let reducer: Reducer<State, Action>
    private var subscribers: [(State) -> Void] = []
    private(set) var dispatchCount = 0

    init(initial: State, reducer: @escaping Reducer<State, Action>) {
        self.state = initial
        self.reducer = reducer
    }

    func subscribe(_ callback: @escaping (State) -> Void) {
        subscribers.append(callback)
        callback(state)
    }

    func send(_ action: Action) {
        dispatchCount += 1
        let old = state
        let effects = reducer(&state, action)
        if state != old {
            subscribers.forEach { $0(state) }
        }
        for effect in effects {
            send(effect)
        }
    }
}

let todoReducer: Reducer<TodoState, TodoAction> = { state, action in
    switch action {
    case .add(let title):
        guard !title.isEmpty else {
            state.log.append("ignored empty title")
            return []
        }
        state.items.append(TodoItem(title: title))
    case .toggle(let index) where state.items.indices.contains(index):
        state.items[index].done.toggle()
    case .toggle(let index):
        state.log.append("bad index \(index)")
    case .remove(let index):
        if state.items.indices.contains(index) { state.items.remove(at: index) }
    case .clearCompleted:
        state.items.removeAll { $0.done }
    case .loadSample:
        return [.sampleLoaded(["Buy milk", "Walk dog"])]
    case .sampleLoaded(let titles):
        return titles.map { TodoAction.add($0) }
    }
    return []
}

let store = Store(initial: TodoState(), reducer: todoReducer)
var renders = 0
store.subscribe { state in
    renders += 1
    let list = state.items.map { ($0.done ? "[x] " : "[ ] ") + $0.title }.joined(separator: ", ")
    print("render \(renders): \(state.remaining) left | \(list)")
}

store.send(.add("Write tests"))
store.send(.add(""))
store.send(.loadSample)
store.send(.toggle(1))
store.send(.toggle(7))
store.send(.toggle(0))
store.send(.clearCompleted)
store.send(.remove(0))
store.send(.remove(5))

print("dispatches:", store.dispatchCount, "renders:", renders)
print("log:", store.state.log)
print("final:", store.state.items.map(\.title))

// expect: render 1: 0 left | 
// expect: render 2: 1 left | [ ] Write tests
// expect: render 3: 1 left | [ ] Write tests
// expect: render 4: 2 left | [ ] Write tests, [ ] Buy milk
// expect: render 5: 3 left | [ ] Write tests, [ ] Buy milk, [ ] Walk dog
// expect: render 6: 2 left | [ ] Write tests, [x] Buy milk, [ ] Walk dog
// expect: render 7: 2 left | [ ] Write tests, [x] Buy milk, [ ] Walk dog
// expect: render 8: 1 left | [x] Write tests, [x] Buy milk, [ ] Walk dog
// expect: render 9: 1 left | [ ] Walk dog
// expect: render 10: 0 left | 
// expect: dispatches: 12 renders: 10
// expect: log: ["ignored empty title", "bad index 7"]
// expect: final: []
