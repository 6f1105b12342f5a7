// Apple documentation style ("onChange(of:initial:_:)"): a thermostat whose onChange gets the old and new values after the update that changed them; a second onChange with initial: true also runs when the view appears, and both run in the order written; an equal write runs neither (rules §11.1, §15.13, §3.4)
import SwiftUI

struct ThermostatView: View {
    @State private var target = 20

    var body: some View {
        let _ = print("ThermostatView body: \(target)")
        VStack {
            Stepper("Target \(target)", value: $target, in: 15...25)
            Button("Heat") { target = 24 }
            Button("Reset") { target = 20 }
        }
        .onChange(of: target) { oldValue, newValue in
            print("target \(oldValue) -> \(newValue)")
        }
        .onChange(of: target > 22, initial: true) { _, isHot in
            print("hot: \(isHot)")
        }
    }
}

:mount ThermostatView()
// expect: ThermostatView body: 20
// expect: hot: false
:step "Target 20" up
// expect: ThermostatView body: 21
// expect: target 20 -> 21
:tap "Heat"
// expect: ThermostatView body: 24
// expect: target 21 -> 24
// expect: hot: true
:tap "Reset"
// expect: ThermostatView body: 20
// expect: target 24 -> 20
// expect: hot: false
:tap "Reset"
