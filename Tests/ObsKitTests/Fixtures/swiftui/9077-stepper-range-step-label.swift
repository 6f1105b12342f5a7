// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stepper (the "Current: ... stepping by 5" example with in: and step:)
// Apple's stepper with a range and a step, and a label view that reads the value (start value moved into the
// range: 40 in 0...50).
// - https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:oneditingchanged:label:): `bounds`
//   "describes the upper and lower bounds permitted by the stepper"; `step` is "the amount to increment or
//   decrement". So 40 -> 45 -> 50, and a third + press at the upper bound changes nothing (the body, which reads
//   the value in the label, does not run for it).
// - A - press from 50 goes back to 45.
import SwiftUI

struct StepperView: View {
    @State private var value = 40
    let step = 5
    let range = 0...50

    var body: some View {
        let _ = print("body: \(value)")
        Stepper(value: $value, in: range, step: step) {
            Text("Current: \(value) in \(range.description) stepping by \(step)")
        }
        .padding(10)
    }
}

:mount StepperView()
// expect: body: 40
:step "Current: 40 in 0...50 stepping by 5" up 3
// expect: body: 45
// expect: body: 50
:step "Current: 50 in 0...50 stepping by 5" down
// expect: body: 45
:tree
// expect: StepperView#1
// expect:   Stepper "Current: 45 in 0...50 stepping by 5" = 45  .padding
