// Q (Stack Overflow style): "Do I need @ObservedObject/@Bindable for an @Observable object passed to a subview?"
// "StepsLabel just has `let counter: StepCounter` (an @Observable class), no wrapper at all. Yet it updates when
// the steps change. And GoalLabel, which holds the same object, doesn't re-render for steps. How?"
// Accepted answer: with Observation no wrapper is needed to *observe*: SwiftUI records which properties each body
// reads, on any object it reaches, a plain `let` included (rules §8.3, §8.4). StepsLabel's body read `steps`, so a
// steps change re-runs only it; GoalLabel read only `goal`. The parent read neither (its button actions are not
// tracked), so its body doesn't run. @Bindable is needed only to make bindings (rules §8.5).
// Source: rules §8.3, §8.4, §8.5; Apple https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

@Observable
final class StepCounter {
    var steps = 0
    var goal = 10000
}

struct StepsLabel: View {
    let counter: StepCounter

    var body: some View {
        let _ = print("StepsLabel body: \(counter.steps)")
        Text("\(counter.steps) steps")
    }
}

struct GoalLabel: View {
    let counter: StepCounter

    var body: some View {
        let _ = print("GoalLabel body: \(counter.goal)")
        Text("Goal \(counter.goal)")
    }
}

struct ActivityView: View {
    @State private var counter = StepCounter()

    var body: some View {
        let _ = print("ActivityView body")
        VStack {
            StepsLabel(counter: counter)
            GoalLabel(counter: counter)
            Button("Walk") { counter.steps += 500 }
            Button("Raise goal") { counter.goal += 1000 }
        }
    }
}

:mount ActivityView()
// expect: ActivityView body
// expect: StepsLabel body: 0
// expect: GoalLabel body: 10000
:tap "Walk"
// expect: StepsLabel body: 500
:tap "Walk"
// expect: StepsLabel body: 1000
:tap "Raise goal"
// expect: GoalLabel body: 11000
