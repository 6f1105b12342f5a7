// The "Demystify SwiftUI" example in miniature: one step counter written in both branches of an `if/else` that
// switches the layout, and the surprise that toggling the layout zeroes the counter.
// What SwiftUI does: `if/else` becomes `_ConditionalContent` with a slot per branch; flipping the condition destroys
// the node in one branch and makes another in the other, even though both hold the same view type with the same
// input (rules §1.1). The new node runs a first body (`@self, @identity, _steps`, rules §12.2) with @State from its
// initial value (rules §3.2); the old node's onDisappear, then the new node's onAppear, run after the update (rules
// §11.1). So the label reads "0 steps" again.
// Sources: rules §1.1, §1.4, §3.2, §11.1, §12.1, §12.2; WWDC21 "Demystify SwiftUI",
// https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct StepCounter: View {
    let label: String
    @State private var steps = 0

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("StepCounter body: \(label) \(steps)")
        Button("\(label): \(steps) steps") { steps += 100 }
            .onAppear { print("StepCounter appear: \(label)") }
            .onDisappear { print("StepCounter disappear: \(label)") }
    }
}

struct WalkDashboard: View {
    @State private var compact = false

    var body: some View {
        let _ = print("WalkDashboard body: compact=\(compact)")
        VStack {
            if compact {
                StepCounter(label: "Walk")
            } else {
                StepCounter(label: "Walk")
            }
            Button("Toggle layout") { compact.toggle() }
        }
    }
}

:mount WalkDashboard()
// expect: WalkDashboard body: compact=false
// expect: StepCounter: @self, @identity, _steps changed.
// expect: StepCounter body: Walk 0
// expect: StepCounter appear: Walk
:tap "Walk: 0 steps"
// expect: StepCounter: _steps changed.
// expect: StepCounter body: Walk 100
:tap "Toggle layout"
// expect: WalkDashboard body: compact=true
// expect: StepCounter: @self, @identity, _steps changed.
// expect: StepCounter body: Walk 0
// expect: StepCounter disappear: Walk
// expect: StepCounter appear: Walk
:tap "Walk: 0 steps"
// expect: StepCounter: _steps changed.
// expect: StepCounter body: Walk 100
