// Observation in depth: `@dependencies, @self` in one line, when a child both read the property and gets a new value
// The page reads `counter.value` to pass it, so it depends on it (rules §8); the badge read it too. One tap: the
// page runs (`@dependencies`), then the badge, which is dirty *and* got a different value, runs once (§2.8) and
// prints both causes, in §12.1's order (as T5's `ChildView: @dependencies, @self changed.`).
import SwiftUI

@Observable
final class Counter {
    var value = 0
}

struct CountBadge: View {
    let counter: Counter
    let shown: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("\(shown) / \(counter.value)")
    }
}

struct CounterPage: View {
    @State private var counter = Counter()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            CountBadge(counter: counter, shown: counter.value)
            Button("Add") { counter.value += 1 }
        }
    }
}

:mount CounterPage()
// expect: CounterPage: @self, @identity, _counter changed.
// expect: CountBadge: @self changed.
:tap "Add"
// expect: CounterPage: @dependencies changed.
// expect: CountBadge: @dependencies, @self changed.
