// The advice of the Observation articles: pass the @Observable object down, not a value read from it. A thermostat
// panel hands one child the target temperature as an Int and another child the whole object.
// What SwiftUI does: `TargetByValue(target: thermostat.target)` reads `target` in the panel's body, so the panel
// depends on it (rules §8.3, §8.4: a child's init arguments are evaluated in the parent's body). "Warmer" runs the
// panel, then the value child, whose Int differs (rules §2.1, §2.7); the object child gets the same reference and
// does not run (rules §2.3). "Cool mode" changes a property only the object child read, so only it runs.
// Sources: rules §2.1, §2.3, §2.7, §8.3, §8.4;
// https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class Thermostat {
    var target = 20
    var mode = "heat"
}

struct TargetByValue: View {
    let target: Int

    var body: some View {
        let _ = print("TargetByValue body: \(target)")
        Text("\(target)°")
    }
}

struct ModeByObject: View {
    let thermostat: Thermostat

    var body: some View {
        let _ = print("ModeByObject body: \(thermostat.mode)")
        Text("Mode: \(thermostat.mode)")
    }
}

struct ThermostatPanel: View {
    @State private var thermostat = Thermostat()

    var body: some View {
        let _ = print("ThermostatPanel body")
        VStack {
            TargetByValue(target: thermostat.target)
            ModeByObject(thermostat: thermostat)
            Button("Warmer") {
                thermostat.target += 1
            }
            Button("Cool mode") {
                thermostat.mode = "cool"
            }
        }
    }
}

:mount ThermostatPanel()
// expect: ThermostatPanel body
// expect: TargetByValue body: 20
// expect: ModeByObject body: heat
:tap "Warmer"
// expect: ThermostatPanel body
// expect: TargetByValue body: 21
:tap "Cool mode"
// expect: ModeByObject body: cool
