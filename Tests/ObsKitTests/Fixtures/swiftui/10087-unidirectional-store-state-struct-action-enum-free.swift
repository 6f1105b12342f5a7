// architecture style: a unidirectional store: a state struct, an action enum and a free `reduce` function, the store an ObservableObject publishing the whole state; views send actions and observe the store, so every observer runs for every action (rules §6.3, §6.5, §5.1, §10.1)
// PITFALL (on purpose): one @Published state struct: the counter panel runs when a todo is added, and the todo panel when the counter moves.
import SwiftUI

struct AppState: Equatable {
    var count = 0
    var todos: [String] = []
}

enum AppAction {
    case increment
    case addTodo(String)
}

func reduce(_ state: inout AppState, _ action: AppAction) {
    switch action {
    case .increment:
        state.count += 1
    case .addTodo(let title):
        state.todos.append(title)
    }
}

final class Store: ObservableObject {
    @Published private(set) var state = AppState()

    func send(_ action: AppAction) {
        print("action \(action)")
        reduce(&state, action)
    }
}

struct CounterPanel: View {
    @ObservedObject var store: Store

    var body: some View {
        let _ = print("CounterPanel body: \(store.state.count)")
        Button("Plus") { store.send(.increment) }
    }
}

struct TodoPanel: View {
    @ObservedObject var store: Store

    var body: some View {
        let _ = print("TodoPanel body: \(store.state.todos.count)")
        Button("Add") { store.send(.addTodo("Milk")) }
    }
}

struct StoreRoot: View {
    @StateObject private var store = Store()

    var body: some View {
        let _ = print("StoreRoot body")
        VStack {
            CounterPanel(store: store)
            TodoPanel(store: store)
        }
    }
}

:mount StoreRoot()
// expect: StoreRoot body
// expect: CounterPanel body: 0
// expect: TodoPanel body: 0
:tap "Plus"
// expect: action increment
// expect: StoreRoot body
// expect: CounterPanel body: 1
// expect: TodoPanel body: 0
:tap "Add"
// expect: action addTodo("Milk")
// expect: StoreRoot body
// expect: CounterPanel body: 1
// expect: TodoPanel body: 1
