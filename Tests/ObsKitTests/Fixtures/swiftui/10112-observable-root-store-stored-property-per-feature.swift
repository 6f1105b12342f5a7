// architecture style: an @Observable root store with one stored property per feature and a reducer `send`, scoped to child features as small value "view stores" (the feature's state plus a `send` closure); the parent reads both features' state to scope them, and each scope carries a new closure, so every action runs the root and both features; an in-place change notifies even when the value is the same (rules §8.1, §8.3, §2.4, §2.3)
// Checked with swiftc 6.3.1 (Observation): `store.profile.name = "Lee"` when the name is already "Lee" fires withObservationTracking's onChange (the macro's `_modify` accessor has no equality check), while `store.profile = ProfileState(name: "Lee")` does not.
import SwiftUI

struct CounterState: Equatable {
    var value = 0
}

struct ProfileState: Equatable {
    var name = "Kim"
}

enum CounterAction {
    case increment
}

enum ProfileAction {
    case rename(String)
}

enum RootAction {
    case counter(CounterAction)
    case profile(ProfileAction)
}

@Observable
final class RootStore {
    var counter = CounterState()
    var profile = ProfileState()

    func send(_ action: RootAction) {
        switch action {
        case .counter(.increment):
            counter.value += 1
        case .profile(.rename(let name)):
            profile.name = name
        }
    }
}

struct ViewStore<State, Action> {
    let state: State
    let send: (Action) -> Void
}

struct CounterFeature: View {
    let store: ViewStore<CounterState, CounterAction>

    var body: some View {
        let _ = print("CounterFeature body: \(store.state.value)")
        Button("Count \(store.state.value)") { store.send(.increment) }
    }
}

struct ProfileFeature: View {
    let store: ViewStore<ProfileState, ProfileAction>

    var body: some View {
        let _ = print("ProfileFeature body: \(store.state.name)")
        Button("Rename") { store.send(.rename("Lee")) }
    }
}

struct RootFeature: View {
    @State private var store = RootStore()

    var body: some View {
        let _ = print("RootFeature body")
        VStack {
            CounterFeature(store: ViewStore(state: store.counter, send: { store.send(.counter($0)) }))
            ProfileFeature(store: ViewStore(state: store.profile, send: { store.send(.profile($0)) }))
        }
    }
}

:mount RootFeature()
// expect: RootFeature body
// expect: CounterFeature body: 0
// expect: ProfileFeature body: Kim
:tap "Count 0"
// expect: RootFeature body
// expect: CounterFeature body: 1
// expect: ProfileFeature body: Kim
:tap "Rename"
// expect: RootFeature body
// expect: CounterFeature body: 1
// expect: ProfileFeature body: Lee
:tap "Rename"
// expect: RootFeature body
// expect: CounterFeature body: 1
// expect: ProfileFeature body: Lee
