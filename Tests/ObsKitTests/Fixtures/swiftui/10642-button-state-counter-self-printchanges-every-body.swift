// Sarunw style: a Button with a @State counter and Self._printChanges() in every body; the label child gets a new Int and runs (@self), the static footer is only re-initialised, and writing the value it already has runs nothing (rules §2.1, §2.7, §3.4, §12)
import SwiftUI

struct CountLabel: View {
    let count: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("Count: \(count)")
            .font(.largeTitle)
    }
}

struct StaticFooter: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Tap the button to count")
            .foregroundStyle(.secondary)
    }
}

struct CounterScreen: View {
    @State private var count = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 16) {
            CountLabel(count: count)
            Button("Add one") {
                count += 1
            }
            .buttonStyle(.borderedProminent)
            Button("Reset") {
                count = 0
                print("reset tapped")
            }
            StaticFooter()
        }
    }
}

:mount CounterScreen()
// expect: CounterScreen: @self, @identity, _count changed.
// expect: CountLabel: @self changed.
// expect: StaticFooter: @self changed.
:tap "Add one"
// expect: CounterScreen: _count changed.
// expect: CountLabel: @self changed.
:tap "Add one"
// expect: CounterScreen: _count changed.
// expect: CountLabel: @self changed.
:tap "Reset"
// expect: reset tapped
// expect: CounterScreen: _count changed.
// expect: CountLabel: @self changed.
:tap "Reset"
// expect: reset tapped
