// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (a @State default value is instantiated with every view value)
// Apple: "A State property always instantiates its default value when SwiftUI instantiates the view." When the
// frame's body runs, it makes a new CounterCard value, whose `= Counter()` runs again; SwiftUI keeps the stored
// state, so the card still uses its first Counter (the count survives).
import SwiftUI
import Observation

@Observable final class Counter {
    var count = 0
    init() { print("Counter init") }
}

struct CounterCard: View {
    @State private var counter = Counter()

    var body: some View {
        VStack {
            Text("Count \(counter.count)")
            Button("Add") { counter.count += 1 }
            Button("Log") { print("count is \(counter.count)") }
        }
    }
}

struct Frame: View {
    @State private var renders = 0

    var body: some View {
        VStack {
            Button("Render") { renders += 1 }
            Text("renders \(renders)")
            CounterCard()
        }
    }
}

:mount Frame()
// expect: Counter init
:tap "Add"
:tap "Add"
:tap "Render"
// expect: Counter init
:tap "Log"
// expect: count is 2
