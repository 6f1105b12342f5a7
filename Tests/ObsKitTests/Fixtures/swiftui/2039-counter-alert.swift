// Issue 13 (A), a first-week SwiftUI exercise: a counter with increment/decrement buttons, a reset that
// asks with an alert (with a cancel button), and `Self._printChanges()` to watch the body.
// Expected: the alert's buttons are built during the body (rules §13), so showing the alert doesn't re-run
// the body (it doesn't read `showingReset`); Reset writes 0 and re-runs it; Cancel writes nothing. An
// alert is modal: while it is up only its buttons can be tapped, so `:tap "Reset"` then means the alert's.
import SwiftUI

struct CounterView: View {
    @State private var count = 0
    @State private var showingReset = false

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 12) {
            Text("\(count)")
                .font(.system(size: 64, weight: .bold))
            HStack {
                Button("−") { count -= 1 }
                Button("+") { count += 1 }
            }
            Button("Reset", role: .destructive) { showingReset = true }
                .disabled(count == 0)
        }
        .alert("Reset the counter?", isPresented: $showingReset) {
            Button("Reset", role: .destructive) { count = 0 }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("It is at \(count).")
        }
    }
}

:mount CounterView()
:tap "+"
:tap "+"
:tap "Reset"
:tap "Cancel"
:tap "Reset"
:tap "Reset"

// expect: CounterView: @self, @identity, _count, _showingReset changed.
// expect: CounterView: _count changed.
// expect: CounterView: _count changed.
// expect: CounterView: _count changed.
