// WWDC23 "Discover Observation in SwiftUI" style: what Self._printChanges() says for a donut counter that owns an @Observable model and a plain String in @State: the first run lists both fields, a model change is "@dependencies", a plain state change names its field, and writing the same string again runs nothing (rules §12.1, §12.2, §8.3, §3.4)
import SwiftUI

@Observable
final class DonutCounter {
    var count = 0
}

struct CounterPanel: View {
    @State private var counter = DonutCounter()
    @State private var note = "none"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(counter.count) donuts, note \(note)")
            Button("Add donut") { counter.count += 1 }
            Button("Busy") { note = "busy" }
        }
    }
}

:mount CounterPanel()
// expect: CounterPanel: @self, @identity, _counter, _note changed.
:tap "Add donut"
// expect: CounterPanel: @dependencies changed.
:tap "Busy"
// expect: CounterPanel: _note changed.
:tap "Busy"
:tap "Add donut"
// expect: CounterPanel: @dependencies changed.
