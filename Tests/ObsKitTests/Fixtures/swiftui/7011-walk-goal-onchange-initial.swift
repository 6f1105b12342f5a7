// Walk goal: `onChange(of:initial:_:)` (iOS 17) watching a step count, with the old and new values, and setting a
// "goal reached" flag when the count crosses 8000; own code in the style of Apple's onChange documentation.
// What SwiftUI does: with `initial: true` the action also runs when the view first appears, with old and new both
// the initial value. After each update in which the value changed, the action runs with the previous and the new
// value (after the body that saw the new value, rules §10.3). A state write in the action is an ordinary change: the
// update that follows runs the body again, in the same turn (rules §3.4, §10.1).
// Sources: rules §3.4, §10.1, §10.3; Apple https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
import SwiftUI

struct WalkGoalView: View {
    @State private var steps = 0
    @State private var goalReached = false

    var body: some View {
        let _ = print("WalkGoalView body: \(steps) steps, goal \(goalReached)")
        VStack {
            Text("\(steps) steps")
            Button("Walk 4000") { steps += 4000 }
            if goalReached {
                Text("Goal reached!")
            }
        }
        .onChange(of: steps, initial: true) { oldValue, newValue in
            print("steps \(oldValue) -> \(newValue)")
            if newValue >= 8000 && !goalReached {
                print("goal reached")
                goalReached = true
            }
        }
    }
}

:mount WalkGoalView()
// expect: WalkGoalView body: 0 steps, goal false
// expect: steps 0 -> 0
:tap "Walk 4000"
// expect: WalkGoalView body: 4000 steps, goal false
// expect: steps 0 -> 4000
:tap "Walk 4000"
// expect: WalkGoalView body: 8000 steps, goal false
// expect: steps 4000 -> 8000
// expect: goal reached
// expect: WalkGoalView body: 8000 steps, goal true
:tap "Walk 4000"
// expect: WalkGoalView body: 12000 steps, goal true
// expect: steps 8000 -> 12000
