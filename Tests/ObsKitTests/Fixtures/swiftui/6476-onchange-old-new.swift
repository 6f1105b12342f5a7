// Apple Developer Forums style: "onChange(of:initial:) with oldValue and newValue: when does it fire?"
// iOS 17's `onChange(of:initial:_:)` passes the old and the new value; with `initial: true` it also runs when the
// view first appears, with the initial value as both (Apple `view/onchange(of:initial:_:)`: "oldValue: The old
// value that failed the comparison check (or the initial value when requested)"). The action runs after the body
// that produced the new value (rules §10.3). Writing the value the state already holds is no change: no body, no
// action (rules §3.4). The Stepper moves the value by one within its range (rules §15.10 ff., `:step`).
import SwiftUI

struct ThermostatView: View {
    @State private var target = 20

    var body: some View {
        let _ = print("ThermostatView body, target \(target)")
        Form {
            Stepper("Target \(target) C", value: $target, in: 16...24)
            Button("Eco") { target = 18 }
        }
        .onChange(of: target, initial: true) { oldValue, newValue in
            print("onChange \(oldValue) -> \(newValue)")
        }
    }
}

:mount ThermostatView()
// expect: ThermostatView body, target 20
// expect: onChange 20 -> 20
:step "Target 20 C" up
// expect: ThermostatView body, target 21
// expect: onChange 20 -> 21
:step "Target 21 C" up
// expect: ThermostatView body, target 22
// expect: onChange 21 -> 22
:tap "Eco"
// expect: ThermostatView body, target 18
// expect: onChange 22 -> 18
:tap "Eco"
:step "Target 18 C" down
// expect: ThermostatView body, target 17
// expect: onChange 18 -> 17
