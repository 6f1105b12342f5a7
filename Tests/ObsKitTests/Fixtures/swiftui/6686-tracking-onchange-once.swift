// Follows the Observation framework's `withObservationTracking(_:onChange:)` page: the properties read in `apply`
// are tracked, and `onChange` is called when one of them changes. A logger in a thermostat app watches the
// properties it read, armed from a button.
// - onChange fires once, at the first willSet of any property `apply` read, before the new value is stored, so it
//   still reads the old values; tracking then ends until armed again (rules §8.2, T2; checked with swiftc 6.3.1).
// - An equal `=` notifies nobody (rules §8.1; same experiment).
// - Reads in a button's action make no view dependency (rules §8.3): the view depends on `target` only, so the
//   mode change runs no body.
import SwiftUI
import Observation

@Observable final class Thermostat {
    var target = 20
    var mode = "heat"
}

final class ChangeLogger {
    func watch(_ thermostat: Thermostat) {
        withObservationTracking {
            print("logger reads target \(thermostat.target), mode \(thermostat.mode)")
        } onChange: {
            print("logger onChange: target still \(thermostat.target), mode still \(thermostat.mode)")
        }
    }
}

struct ThermostatView: View {
    @State private var thermostat = Thermostat()
    private let logger = ChangeLogger()

    var body: some View {
        let _ = print("body: target \(thermostat.target)")
        VStack {
            Text("\(thermostat.target) degrees")
            Button("Watch") { logger.watch(thermostat) }
            Button("Warmer") { thermostat.target += 1 }
            Button("Cool mode") { thermostat.mode = "cool" }
        }
    }
}

:mount ThermostatView()
// expect: body: target 20
:tap "Watch"
// expect: logger reads target 20, mode heat
:tap "Cool mode"
// expect: logger onChange: target still 20, mode still heat
:tap "Warmer"
// expect: body: target 21
:tap "Watch"
// expect: logger reads target 21, mode cool
:tap "Cool mode"
:tap "Warmer"
// expect: logger onChange: target still 21, mode still cool
// expect: body: target 22
:tap "Warmer"
// expect: body: target 23
