// HWS "Stepper" style: a Stepper over a Double with a range and a step, its title formatted from the value; at the top of the range a press changes nothing and runs nothing; a child reading a derived Bool runs only when the Bool changes (rules §2.1, §2.7, §3.4)
import SwiftUI

struct RestAdvice: View {
    let isEnough: Bool

    var body: some View {
        let _ = print("RestAdvice body: \(isEnough)")
        Text(isEnough ? "Well rested" : "Get more sleep")
    }
}

struct SleepStepper: View {
    @State private var sleepAmount = 7.5

    var body: some View {
        let _ = print("SleepStepper body: \(sleepAmount)")
        Form {
            Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...8, step: 0.25)
            RestAdvice(isEnough: sleepAmount >= 8)
        }
    }
}

:mount SleepStepper()
// expect: SleepStepper body: 7.5
// expect: RestAdvice body: false
:step "7.5 hours" up
// expect: SleepStepper body: 7.75
:step "7.75 hours" up
// expect: SleepStepper body: 8.0
// expect: RestAdvice body: true
:step "8 hours" up
:step "8 hours" down
// expect: SleepStepper body: 7.75
// expect: RestAdvice body: false
