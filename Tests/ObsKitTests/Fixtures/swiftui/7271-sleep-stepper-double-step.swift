// Sleep goal form in the style of the well-known bedtime tutorial, own code: `Stepper(_:value:in:step:)` over a
// Double with `step: 0.25` and `formatted()` in its title, and an Int stepper for cups of coffee whose title changes
// between singular and plural; a two-parameter onChange logs the sleep amount.
// What SwiftUI does: each press moves the value by the step within the range (README `:step`) and runs the body,
// which reads it, once (rules §3.4), then onChange runs with the old and new value. A press at the lower bound of the
// coffee stepper changes nothing (rules §3.4).
// Sources: rules §3.4, §10.1; https://developer.apple.com/documentation/swiftui/stepper
// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

struct SleepGoalForm: View {
    @State private var sleepAmount = 8.0
    @State private var coffeeAmount = 1

    var body: some View {
        let _ = print("SleepGoalForm body: \(sleepAmount) h, coffee \(coffeeAmount)")
        Form {
            Section("Desired amount of sleep") {
                Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
            }
            Section("Daily coffee intake") {
                Stepper(coffeeAmount == 1 ? "1 cup" : "\(coffeeAmount) cups", value: $coffeeAmount, in: 1...20)
            }
        }
        .onChange(of: sleepAmount) { oldValue, newValue in
            print("sleep \(oldValue) -> \(newValue)")
        }
    }
}

:mount SleepGoalForm()
// expect: SleepGoalForm body: 8.0 h, coffee 1
:step "8 hours" up
// expect: SleepGoalForm body: 8.25 h, coffee 1
// expect: sleep 8.0 -> 8.25
:step "8.25 hours" down
// expect: SleepGoalForm body: 8.0 h, coffee 1
// expect: sleep 8.25 -> 8.0
:step "8 hours" down
// expect: SleepGoalForm body: 7.75 h, coffee 1
// expect: sleep 8.0 -> 7.75
:step "1 cup" up
// expect: SleepGoalForm body: 7.75 h, coffee 2
:step "2 cups" down
// expect: SleepGoalForm body: 7.75 h, coffee 1
:step "1 cup" down
