// Apple docs style: the Toggle, Picker and Stepper pages in one Form: each control writes its @State binding, one body per change; a Stepper with in:step: moves by its step, and one with onIncrement/onDecrement runs those instead (rules §15.5, §15.9, §3.4)
import SwiftUI

struct AlertsForm: View {
    @State private var notify = true
    @State private var frequency = "Daily"
    @State private var quietHours = 1
    @State private var level = 0
    private let shades = ["low", "mid", "high"]

    var body: some View {
        let _ = print("AlertsForm body: \(notify) \(frequency) \(quietHours) \(shades[level])")
        Form {
            Toggle("Notifications", isOn: $notify)
            Picker("Frequency", selection: $frequency) {
                Text("Hourly").tag("Hourly")
                Text("Daily").tag("Daily")
                Text("Weekly").tag("Weekly")
            }
            Stepper("Quiet hours: \(quietHours)", value: $quietHours, in: 1...10, step: 4)
            Stepper {
                Text("Shade: \(shades[level])")
            } onIncrement: {
                level = min(level + 1, shades.count - 1)
            } onDecrement: {
                level = max(level - 1, 0)
            }
        }
    }
}

:mount AlertsForm()
// expect: AlertsForm body: true Daily 1 low
:toggle "Notifications"
// expect: AlertsForm body: false Daily 1 low
:pick "Weekly" in "Frequency"
// expect: AlertsForm body: false Weekly 1 low
:step "Quiet hours: 1" up 2
// expect: AlertsForm body: false Weekly 5 low
// expect: AlertsForm body: false Weekly 9 low
:step "Quiet hours: 9" down
// expect: AlertsForm body: false Weekly 5 low
:step "Shade: low" up
// expect: AlertsForm body: false Weekly 5 mid
:step "Shade: mid" down 2
// expect: AlertsForm body: false Weekly 5 low
