// Follows Apple's `ObservableObject` and `StateObject` pages with `Self._printChanges()` in every view: a counter
// screen owns a Counter with @StateObject, passes it to a row as @ObservedObject and a text to a label.
// - The first run prints `@self, @identity` and the dynamic properties in declaration order; a view without any
//   prints `@self` only (rules §12.1, §12.2).
// - A @Published change invalidates each view subscribed to the object, named by its field: `_counter` (rules §4.4,
//   §5.1, §12.1). The label's new text differs, so it runs for `@self`; the row gets the same reference, so it runs
//   only for its own subscription (rules §2.2, §2.5). A @State write names `_title` (rules §3.4).
// - The StateObject's closure runs right before the first body (rules §4.2).
import SwiftUI

final class Counter: ObservableObject {
    @Published var count = 0

    init() { print("Counter init") }
}

struct CountLabel: View {
    let text: String

    var body: some View {
        let _ = Self._printChanges()
        Text(text)
    }
}

struct CountRow: View {
    @ObservedObject var counter: Counter

    var body: some View {
        let _ = Self._printChanges()
        Button("Add") { counter.count += 1 }
    }
}

struct CounterScreen: View {
    @StateObject private var counter = Counter()
    @State private var title = "Clicks"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            CountLabel(text: "\(title): \(counter.count)")
            CountRow(counter: counter)
            Button("Rename") { title = "Taps" }
        }
    }
}

:mount CounterScreen()
// expect: Counter init
// expect: CounterScreen: @self, @identity, _counter, _title changed.
// expect: CountLabel: @self changed.
// expect: CountRow: @self, @identity, _counter changed.
:tap "Add"
// expect: CounterScreen: _counter changed.
// expect: CountLabel: @self changed.
// expect: CountRow: _counter changed.
:tap "Rename"
// expect: CounterScreen: _title changed.
// expect: CountLabel: @self changed.
