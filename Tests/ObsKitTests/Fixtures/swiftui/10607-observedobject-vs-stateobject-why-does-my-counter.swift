// Stack Overflow style: "@ObservedObject vs @StateObject: why does my counter reset?" (fix part of the recreated-model question: the child owns its model with @StateObject, so the closure runs once, right before its first body, and parent renders only re-run the child's init; _printChanges names each cause) (rules §4.1, §4.2, §4.3, §2.5, §12.1, §12.2)
import SwiftUI
import Combine

final class StepTracker: ObservableObject {
    @Published var steps = 0
    init() { print("StepTracker init") }
    deinit { print("StepTracker deinit") }
}

struct StepCard: View {
    @StateObject private var tracker = StepTracker()

    init() { print("StepCard init") }

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("steps \(tracker.steps)")
            Button("Walk") { tracker.steps += 100 }
        }
    }
}

struct FitnessScreen: View {
    @State private var goal = 1000

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("goal \(goal)")
            Button("Raise goal") { goal += 500 }
            StepCard()
        }
    }
}

:mount FitnessScreen()
// expect: FitnessScreen: @self, @identity, _goal changed.
// expect: StepCard init
// expect: StepTracker init
// expect: StepCard: @self, @identity, _tracker changed.
:tap "Walk"
// expect: StepCard: _tracker changed.
:tap "Raise goal"
// expect: FitnessScreen: _goal changed.
// expect: StepCard init
:tap "Walk"
// expect: StepCard: _tracker changed.
:unmount
// expect: StepTracker deinit
