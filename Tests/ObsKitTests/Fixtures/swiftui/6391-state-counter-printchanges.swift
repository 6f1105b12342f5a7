// Apple, "State" (a private @State counter the view owns), Hacking with Swift style; rules §3.4, §3.5, §12.1, §12.2: only state the body reads re-runs it
import SwiftUI

struct CounterView: View {
    @State private var count = 0
    @State private var step = 1

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 12) {
            Text("Count: \(count)")
                .font(.largeTitle)
            Button("Increment") {
                count += step
            }
            Button("Double step") {
                step *= 2
                print("step is now \(step)")
            }
            Button("Reset") {
                count = 0
            }
        }
        .padding()
    }
}

:mount CounterView()
:tap "Increment"
:tap "Double step"
:tap "Increment"
:tap "Reset"

// expect: CounterView: @self, @identity, _count, _step changed.
// expect: CounterView: _count changed.
// expect: step is now 2
// expect: CounterView: _count changed.
// expect: CounterView: _count changed.
