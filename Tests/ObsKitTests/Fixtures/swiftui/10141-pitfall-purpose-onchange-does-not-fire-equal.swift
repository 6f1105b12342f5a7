// what's-new style: PITFALL (on purpose): `onChange` does not fire for an equal value. An equal `=` on an @Observable property notifies nobody, an equal @State write does nothing, and `+= 0` does re-run the body (in-place change) but onChange compares 22 with 22 and stays quiet (rules §8.1, §3.4, §11.1, T12)
import SwiftUI

@Observable
final class Thermostat {
    var target = 20
}

struct ThermostatView: View {
    @State private var thermostat = Thermostat()
    @State private var mode = "auto"

    var body: some View {
        let _ = print("ThermostatView body: \(thermostat.target) \(mode)")
        VStack {
            Button("Set 22") { thermostat.target = 22 }
            Button("Set auto") { mode = "auto" }
            Button("Set eco") { mode = "eco" }
            Button("Nudge") { thermostat.target += 0 }
        }
        .onChange(of: thermostat.target) { oldValue, newValue in
            print("target \(oldValue) -> \(newValue)")
        }
        .onChange(of: mode) { oldValue, newValue in
            print("mode \(oldValue) -> \(newValue)")
        }
    }
}

:mount ThermostatView()
// expect: ThermostatView body: 20 auto
:tap "Set 22"
// expect: ThermostatView body: 22 auto
// expect: target 20 -> 22
:tap "Set 22"
:tap "Set auto"
:tap "Nudge"
// expect: ThermostatView body: 22 auto
:tap "Set eco"
// expect: ThermostatView body: 22 eco
// expect: mode auto -> eco
