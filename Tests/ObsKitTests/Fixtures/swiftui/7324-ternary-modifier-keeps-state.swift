// The fix "Demystify SwiftUI" recommends for 7323: keep one view and move the condition into a modifier's argument
// (`.padding(compact ? 4 : 16)`, `.opacity(compact ? 0.8 : 1)`), so the structure never changes.
// What SwiftUI does: there is no branch, so the counter keeps its place in the body's static type and with it its
// node and @State (rules §1.1). Toggling runs the dashboard; the counter is built again with an equal value (no
// inputs changed; @State compares its initial value), so its body does not run (rules §2.5, §2.7), and no appear
// or disappear fires (rules §11.1: a parent's re-render fires neither). The padding and opacity only change looks.
// Sources: rules §1.1, §2.5, §2.6, §2.7, §11.1; WWDC21 "Demystify SwiftUI",
// https://developer.apple.com/videos/play/wwdc2021/10022/ ("inert modifiers")
import SwiftUI

struct StepCounter: View {
    let label: String
    @State private var steps = 0

    var body: some View {
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
            StepCounter(label: "Walk")
                .padding(compact ? 4 : 16)
                .opacity(compact ? 0.8 : 1)
            Button("Toggle layout") { compact.toggle() }
        }
    }
}

:mount WalkDashboard()
// expect: WalkDashboard body: compact=false
// expect: StepCounter body: Walk 0
// expect: StepCounter appear: Walk
:tap "Walk: 0 steps"
// expect: StepCounter body: Walk 100
:tap "Toggle layout"
// expect: WalkDashboard body: compact=true
:tap "Walk: 100 steps"
// expect: StepCounter body: Walk 200
:tap "Toggle layout"
// expect: WalkDashboard body: compact=false
