// rules §1 (.id), §3, §4, §11: `.id(x)` change resets all state of the subtree: State is
// re-initialised from the *current* struct, the StateObject thunk re-runs, onDisappear+onAppear.
// Before the reset, a new initial value from the parent is ignored (§3).
import SwiftUI

var made = 0

final class Engine: ObservableObject {
    let n: Int
    init() { made += 1; n = made; print("Engine.init", n) }
}

struct Panel: View {
    let seed: Int
    @State private var value: Int
    @StateObject private var engine = Engine()
    init(seed: Int) {
        self.seed = seed
        _value = State(initialValue: seed * 10)
    }
    var body: some View {
        let _ = print("Panel seed", seed, "value", value, "engine", engine.n)
        Button("Inc") { value += 1 }
            .onAppear { print("appear", seed) }
            .onDisappear { print("disappear", seed) }
    }
}

struct Root: View {
    @State private var seed = 1
    @State private var key = 0
    var body: some View {
        VStack {
            Button("Seed") { seed += 1 }
            Button("Reset") { key += 1 }
            Panel(seed: seed).id(key)
        }
    }
}

:mount Root()
:tap "Inc"
:tap "Seed"
:tap "Reset"

// expect: Engine.init 1
// expect: Panel seed 1 value 10 engine 1
// expect: appear 1
// expect: Panel seed 1 value 11 engine 1
// expect: Panel seed 2 value 11 engine 1
// expect: Engine.init 2
// expect: Panel seed 2 value 20 engine 2
// expect: disappear 2
// expect: appear 2
