// onChange(of:) in its two iOS 17 forms, the (old, new) closure and the zero-argument one, behind a ranged Stepper and a Toggle; expected output by the SwiftUI rules (Apple: onChange(of:initial:_:) runs only when the value changes, not at appear unless initial: true; a Stepper clamps to its range, so pressing + at the top changes nothing)
import SwiftUI

struct ThermostatView: View {
    @State private var target = 23
    @State private var eco = false

    var body: some View {
        Form {
            Stepper("Target \(target)°", value: $target, in: 16...24)
            Toggle("Eco mode", isOn: $eco)
        }
        .onChange(of: target) { oldValue, newValue in
            print("target \(oldValue) -> \(newValue)")
        }
        .onChange(of: eco) {
            print("eco is now \(eco ? "on" : "off")")
        }
    }
}

:mount ThermostatView()
:step "Target 23°" up
:step "Target 24°" up
:toggle "Eco mode"
:step "Target 24°" down 2

// expect: target 23 -> 24
// expect: eco is now on
// expect: target 24 -> 23
// expect: target 23 -> 22
