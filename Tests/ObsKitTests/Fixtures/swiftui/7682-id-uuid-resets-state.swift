// Style: Reddit r/SwiftUI question. Forum question: "My counter resets to 0 whenever anything else on the screen changes. I put .id(UUID()) on it to force a refresh."
// SwiftUI: `.id(x)` names the view; a new value gives a new identity, so its @State starts over and the old view disappears, the new one appears (rules §1.2, §1.3, §11.1).
// `UUID()` in body is a new id at every parent render (rules §2.6), so every render resets the counter; a view without it keeps its node and its state,
// and a parent re-render fires no appear or disappear for it (rules §11.1, ObsREPL's choice).
import SwiftUI

struct StepCounter: View {
    let label: String
    @State private var steps = 0

    var body: some View {
        VStack {
            Text("\(label): \(steps)")
            Button("\(label) step") { steps += 1 }
            Button("\(label) report") { print("\(label) has \(steps) steps") }
        }
        .onAppear { print("\(label) appeared") }
        .onDisappear { print("\(label) disappeared") }
    }
}

struct WorkoutScreen: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
            Button("Refresh") { refreshes += 1 }
            StepCounter(label: "Stable")
            StepCounter(label: "Random")
                .id(UUID())
        }
    }
}

:mount WorkoutScreen()
// expect: Stable appeared
// expect: Random appeared
:tap "Stable step"
:tap "Random step"
:tap "Refresh"
// expect: Random disappeared
// expect: Random appeared
:tap "Stable report"
// expect: Stable has 1 steps
:tap "Random report"
// expect: Random has 0 steps
