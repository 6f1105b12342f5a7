// objc.io style (reducers): an app state reduced by actions, with middleware-style logging and derived views
struct AppState: Equatable {
    var todos: [Todo] = []
    var filter: Filter = .all
    var nextID = 1

    enum Filter { case all, active, done }

    var visible: [Todo] {
        switch filter {
        case .all: return todos
        case .active: return todos.filter { !$0.done }
        case .done: return todos.filter(\.done)
        }
    }
}

struct Todo: Equatable {
    let id: Int
    var text: String
    var done = false
}

enum Action {
    case add(String)
    case toggle(id: Int)
    case rename(id: Int, to: String)
    case clearDone
    case setFilter(AppState.Filter)
}

func reduce(_ state: inout AppState, _ action: Action) {
    switch action {
    case .add(let text):
        state.todos.append(Todo(id: state.nextID, text: text))
        state.nextID += 1
    case .toggle(let id):
        if let i = state.todos.firstIndex(where: { $0.id == id }) { state.todos[i].done.toggle() }
    case let .rename(id, text):
        guard let i = state.todos.firstIndex(where: { $0.id == id }) else { return }
        state.todos[i].text = text
    case .clearDone:
        state.todos.removeAll(where: \.done)
    case .setFilter(let f):
        state.filter = f
    }
}

func logging(_ reducer: @escaping (inout AppState, Action) -> Void) -> (inout AppState, Action) -> Void {
    return { state, action in
        let before = state
        reducer(&state, action)
        print(action, before == state ? "(no change)" : "-> \(state.visible.map { ($0.done ? "x " : "- ") + $0.text })")
    }
}

let store = logging(reduce)
var state = AppState()
let actions: [Action] = [
    .add("milk"), .add("eggs"), .add("bread"), .toggle(id: 2), .rename(id: 9, to: "nope"),
    .setFilter(.active), .setFilter(.done), .rename(id: 2, to: "free-range eggs"), .clearDone, .setFilter(.all),
]
for action in actions { store(&state, action) }
print(state.todos.map(\.id), state.nextID)

// expect: add("milk") -> ["- milk"]
// expect: add("eggs") -> ["- milk", "- eggs"]
// expect: add("bread") -> ["- milk", "- eggs", "- bread"]
// expect: toggle(id: 2) -> ["- milk", "x eggs", "- bread"]
// expect: rename(id: 9, to: "nope") (no change)
// expect: setFilter(main.AppState.Filter.active) -> ["- milk", "- bread"]
// expect: setFilter(main.AppState.Filter.done) -> ["x eggs"]
// expect: rename(id: 2, to: "free-range eggs") -> ["x free-range eggs"]
// expect: clearDone -> []
// expect: setFilter(main.AppState.Filter.all) -> ["- milk", "- bread"]
// expect: [1, 3] 4
