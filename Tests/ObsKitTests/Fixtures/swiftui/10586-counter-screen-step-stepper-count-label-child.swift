// everyday app screens style: a counter screen with a step Stepper, a count label child, a Reset button child that takes a closure, and a static footer; Self._printChanges() shows the label running only when the count changed, the closure child at every parent body, the footer never, and an equal write running nothing (rules §2.1, §2.4, §3.4, §12)
import SwiftUI

struct CountLabel: View {
    let count: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("Count: \(count)")
    }
}

struct ResetButton: View {
    let action: () -> Void

    var body: some View {
        let _ = Self._printChanges()
        Button("Reset", action: action)
    }
}

struct StaticFooter: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Tap Add to count")
    }
}

struct CounterScreen: View {
    @State private var count = 0
    @State private var step = 1

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            CountLabel(count: count)
            Stepper("Step \(step)", value: $step, in: 1...5)
            Button("Add") { count += step }
            ResetButton { count = 0 }
            StaticFooter()
        }
    }
}

:mount CounterScreen()
// expect: CounterScreen: @self, @identity, _count, _step changed.
// expect: CountLabel: @self changed.
// expect: ResetButton: @self changed.
// expect: StaticFooter: @self changed.
:tap "Add"
// expect: CounterScreen: _count changed.
// expect: CountLabel: @self changed.
// expect: ResetButton: @self changed.
:step "Step 1" up
// expect: CounterScreen: _step changed.
// expect: ResetButton: @self changed.
:tap "Add"
// expect: CounterScreen: _count changed.
// expect: CountLabel: @self changed.
// expect: ResetButton: @self changed.
:tap "Reset"
// expect: CounterScreen: _count changed.
// expect: CountLabel: @self changed.
// expect: ResetButton: @self changed.
:tap "Reset"
