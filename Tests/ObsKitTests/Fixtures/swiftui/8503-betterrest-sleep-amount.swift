// SwiftUI from Apple's documentation: Stepper with a Double value and a fractional step (a BetterRest-style sleep amount)
// Source: developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:): bounds: "A
// closed range that describes the upper and lower bounds permitted by the stepper." step: "The amount to
// increment or decrement the stepper when the user clicks or taps the stepper's increment or decrement
// buttons". The value is any Strideable, here a Double stepping by 0.25; the label shows the current value,
// so each press is addressed by the label shown at that moment.
import SwiftUI

struct SleepView: View {
    @State private var sleepAmount = 8.0

    var body: some View {
        Form {
            Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
        }
        .onChange(of: sleepAmount) { oldValue, newValue in
            print("sleep \(oldValue) -> \(newValue)")
        }
    }
}

:mount SleepView()
:step "8 hours" up
:step "8.25 hours" down
:step "8 hours" down

// expect: sleep 8.0 -> 8.25
// expect: sleep 8.25 -> 8.0
// expect: sleep 8.0 -> 7.75
