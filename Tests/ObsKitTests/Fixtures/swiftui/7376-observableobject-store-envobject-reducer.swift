// A Redux-style store as ObservableObject (the form of many pre-iOS 17 talks): `@Published private(set) var state`,
// `send(_:)` with a reducer, the store owned by the app's root with @StateObject and handed down with
// `.environmentObject`.
// What SwiftUI does: an ObservableObject has one publisher for the whole object: any change reaches every observer,
// whatever each one read (rules §6.1, §6.5). The root owns the store with @StateObject, which subscribes (rules §4.4),
// and each child declaring `@EnvironmentObject` is subscribed too (rules §14.1, ObsREPL's choice: read or not). So every
// action runs all four bodies, parent first, each once (rules §2.8, §10.1), and `@Published` has no equality check: a
// reset at 0 still publishes (rules §6.3). `_printChanges` names the environment object's field on later runs
// (rules §12.1, §12.2).
// Sources: rules §2.8, §4.4, §6.1, §6.3, §6.5, §10.1, §12.1, §12.2, §14.1;
// https://developer.apple.com/documentation/combine/observableobject
import SwiftUI

struct CounterState {
    var count = 0
    var history: [Int] = []
}

enum CounterAction {
    case increment
    case decrement
    case reset
}

final class CounterStore: ObservableObject {
    @Published private(set) var state = CounterState()

    func send(_ action: CounterAction) {
        print("send \(action)")
        switch action {
        case .increment:
            state.count += 1
        case .decrement:
            state.count -= 1
        case .reset:
            state.count = 0
        }
        state.history.append(state.count)
    }
}

struct CountLabel: View {
    @EnvironmentObject var store: CounterStore

    var body: some View {
        let _ = print("CountLabel body: \(store.state.count)")
        Text("\(store.state.count)")
    }
}

struct HistoryView: View {
    @EnvironmentObject var store: CounterStore

    var body: some View {
        let _ = print("HistoryView body: \(store.state.history.count) entries")
        Text(store.state.history.map(String.init).joined(separator: ","))
    }
}

struct ControlsView: View {
    @EnvironmentObject var store: CounterStore

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Button("Minus") { store.send(.decrement) }
            Button("Plus") { store.send(.increment) }
            Button("Reset") { store.send(.reset) }
        }
    }
}

struct CounterApp: View {
    @StateObject private var store = CounterStore()

    var body: some View {
        let _ = print("CounterApp body")
        VStack {
            CountLabel()
            HistoryView()
            ControlsView()
        }
        .environmentObject(store)
    }
}

:mount CounterApp()
// expect: CounterApp body
// expect: CountLabel body: 0
// expect: HistoryView body: 0 entries
// expect: ControlsView: @self, @identity, _store changed.
:tap "Plus"
// expect: send increment
// expect: CounterApp body
// expect: CountLabel body: 1
// expect: HistoryView body: 1 entries
// expect: ControlsView: _store changed.
:tap "Reset"
// expect: send reset
// expect: CounterApp body
// expect: CountLabel body: 0
// expect: HistoryView body: 2 entries
// expect: ControlsView: _store changed.
:tap "Reset"
// expect: send reset
// expect: CounterApp body
// expect: CountLabel body: 0
// expect: HistoryView body: 3 entries
// expect: ControlsView: _store changed.
