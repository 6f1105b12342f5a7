// Apple docs `onChange(of:initial:_:)` style: the two-parameter action with `initial: true` runs when the view appears (old equals new), then with old and new values; the zero-parameter form; an equal write runs neither.
// Apple `view/onchange(of:initial:_:)`: `initial` — "whether the action should be run when this view initially
// appears"; the action gets the old value "that failed the comparison check (or the initial value when
// requested)" and the new one. The action runs after the body that produced the new value (rules §10.3). The
// zero-parameter overload reads @State when it runs: the current, new value. Writing an equal value to @State
// changes nothing: no body, no action (rules §3.4, T12).
import SwiftUI

struct ThermostatView: View {
    @State private var target = 20
    @State private var mode = "Heat"

    var body: some View {
        let _ = print("ThermostatView body, target \(target), \(mode)")
        VStack {
            Text("Target \(target)°")
            Button("Warmer") { target += 1 }
            Button("Reset") { target = 20 }
            Button("Cool Mode") { mode = "Cool" }
        }
        .onChange(of: target, initial: true) { oldValue, newValue in
            print("target \(oldValue) -> \(newValue)")
        }
        .onChange(of: mode) {
            print("mode is now \(mode)")
        }
    }
}

:mount ThermostatView()
// expect: ThermostatView body, target 20, Heat
// expect: target 20 -> 20
:tap "Reset"
:tap "Warmer"
// expect: ThermostatView body, target 21, Heat
// expect: target 20 -> 21
:tap "Warmer"
// expect: ThermostatView body, target 22, Heat
// expect: target 21 -> 22
:tap "Cool Mode"
// expect: ThermostatView body, target 22, Cool
// expect: mode is now Cool
:tap "Cool Mode"
:tap "Reset"
// expect: ThermostatView body, target 20, Cool
// expect: target 22 -> 20
