// Reference semantics, the first thing the @Observable articles stress: two panels get the same counter object, a
// third its own. Any panel that read the shared counter updates, whichever panel changed it.
// What SwiftUI does: both "Left" and "Right" read `value` of the same object, so a tap in either runs both, in tree
// order (rules §8.3, §2.8); the solo panel read another object and runs only for its own counter. The root reads
// no property of either (rules §3.7).
// Sources: rules §2.8, §3.7, §8.3;
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

@Observable
final class Counter {
    var value = 0
}

struct CounterPanel: View {
    let counter: Counter
    let label: String

    var body: some View {
        let _ = print("\(label) body: \(counter.value)")
        Button("\(label) +1") {
            counter.value += 1
        }
    }
}

struct TwinPanels: View {
    @State private var shared = Counter()
    @State private var solo = Counter()

    var body: some View {
        VStack {
            CounterPanel(counter: shared, label: "Left")
            CounterPanel(counter: shared, label: "Right")
            CounterPanel(counter: solo, label: "Solo")
        }
    }
}

:mount TwinPanels()
// expect: Left body: 0
// expect: Right body: 0
// expect: Solo body: 0
:tap "Left +1"
// expect: Left body: 1
// expect: Right body: 1
:tap "Right +1"
// expect: Left body: 2
// expect: Right body: 2
:tap "Solo +1"
// expect: Solo body: 1
