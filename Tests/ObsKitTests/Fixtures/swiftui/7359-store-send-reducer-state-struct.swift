// An app-wide store in the "single source of truth" style of Redux-like talks: an @Observable class whose only
// stored property is a `State` struct, changed only by `send(_ action:)`, which runs a reducer `switch`.
// What SwiftUI does: Observation tracks stored properties of the class, not fields of a struct inside one. Both
// children read `store.state`, so any action that changes `state` re-runs both, whatever field each looked at
// (rules §8.1, §8.3). The reducer changes `state` in place (`state.todos.append`, `state.filter = ...`), and an in-place
// change notifies every time, even when the new field value equals the old one (rules §8.1). The root's body reads
// nothing of the store (the button only sends in its action), so it never runs again (rules §8.3). `_printChanges`
// names an Observation cause `@dependencies` (rules §12.1, §12.2).
// Sources: rules §8.1, §8.3, §10.1, §12.1, §12.2; https://developer.apple.com/documentation/observation/observable()
import SwiftUI

struct TodoState {
    var todos: [String] = []
    var filter = "All"
}

enum TodoAction {
    case add(String)
    case setFilter(String)
    case removeAll
}

@Observable
final class TodoStore {
    private(set) var state = TodoState()

    func send(_ action: TodoAction) {
        print("send \(action)")
        switch action {
        case .add(let title):
            state.todos.append(title)
        case .setFilter(let filter):
            state.filter = filter
        case .removeAll:
            state.todos.removeAll()
        }
    }
}

struct TodoCountView: View {
    let store: TodoStore

    var body: some View {
        let _ = print("TodoCountView body: \(store.state.todos.count)")
        Text("\(store.state.todos.count) todos")
    }
}

struct FilterView: View {
    let store: TodoStore

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("FilterView body: \(store.state.filter)")
        Button("Filter: \(store.state.filter)") { store.send(.setFilter("Open")) }
    }
}

struct TodoAppView: View {
    @State private var store = TodoStore()

    var body: some View {
        let _ = print("TodoAppView body")
        VStack {
            TodoCountView(store: store)
            FilterView(store: store)
            Button("Add milk") { store.send(.add("Milk")) }
        }
    }
}

:mount TodoAppView()
// expect: TodoAppView body
// expect: TodoCountView body: 0
// expect: FilterView: @self changed.
// expect: FilterView body: All
:tap "Add milk"
// expect: send add("Milk")
// expect: TodoCountView body: 1
// expect: FilterView: @dependencies changed.
// expect: FilterView body: All
:tap "Filter: All"
// expect: send setFilter("Open")
// expect: TodoCountView body: 1
// expect: FilterView: @dependencies changed.
// expect: FilterView body: Open
:tap "Filter: Open"
// expect: send setFilter("Open")
// expect: TodoCountView body: 1
// expect: FilterView: @dependencies changed.
// expect: FilterView body: Open
