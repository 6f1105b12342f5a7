// `Self._printChanges()` on an @Observable model kept in @State at the root and read by a child, the debugging tool the
// Observation articles use to show why a body ran.
// What SwiftUI prints: a first run lists `@self`, `@identity` and every dynamic property; a view with no dynamic
// properties prints only `@self` (rules §12.2). A change to a property the child read prints `@dependencies`
// (rules §12.1, T4), and the root is not involved (it never read `steps`, rules §8.3). The root's own flag prints
// `_showGoal` (rules §12.1); the child then gets the same reference and does not run (rules §2.3, §2.7).
// Sources: rules §2.3, §2.7, §8.3, §12.1, §12.2, T4;
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

@Observable
final class StepCounter {
    var steps = 0
}

struct StepsLabel: View {
    let counter: StepCounter

    var body: some View {
        let _ = Self._printChanges()
        Text("\(counter.steps) steps")
    }
}

struct FitnessRoot: View {
    @State private var counter = StepCounter()
    @State private var showGoal = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            StepsLabel(counter: counter)
            if showGoal {
                Text("Goal: 10,000")
            }
            Button("Walk") {
                counter.steps += 100
            }
            Button("Toggle goal") {
                showGoal.toggle()
            }
        }
    }
}

:mount FitnessRoot()
// expect: FitnessRoot: @self, @identity, _counter, _showGoal changed.
// expect: StepsLabel: @self changed.
:tap "Walk"
// expect: StepsLabel: @dependencies changed.
:tap "Toggle goal"
// expect: FitnessRoot: _showGoal changed.
:tap "Walk"
// expect: StepsLabel: @dependencies changed.
