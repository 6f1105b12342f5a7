// Apple, "withObservationTracking(_:onChange:)", https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:) — tracking fires once, on the first change of a property the closure read, before the new value is stored; a property it did not read never fires it; a view re-arms tracking at every body
// Apple: onChange is "invoked when the value of a property changes" among those accessed in apply, once. It runs
// in willSet, so the property still reads its old value there, and re-arming from inside onChange reads that old
// value too (rules §8.2). A view's body is tracked anew at every run, so it follows every change (§8.3).
import SwiftUI
import Observation

@Observable
final class Thermostat {
    var celsius = 20
    var mode = "auto"
}

let thermostat = Thermostat()

func watchOnce() {
    withObservationTracking {
        print("tracked read: \(thermostat.celsius)")
    } onChange: {
        print("onChange, celsius still \(thermostat.celsius)")
    }
}

func watchAndRearm() {
    withObservationTracking {
        print("re-armed read: \(thermostat.celsius)")
    } onChange: {
        print("changing from \(thermostat.celsius)")
        watchAndRearm()
    }
}

struct ThermostatView: View {
    let thermostat: Thermostat

    var body: some View {
        let _ = print("ThermostatView body, \(thermostat.celsius)")
        Text("\(thermostat.celsius) °C")
    }
}

watchOnce()
thermostat.mode = "cool"
thermostat.celsius += 1
thermostat.celsius += 1
print("now \(thermostat.celsius)")
watchAndRearm()
thermostat.celsius = 25
thermostat.celsius = 26
:mount ThermostatView(thermostat: thermostat)
thermostat.celsius = 18
thermostat.mode = "heat"
thermostat.celsius = 19
// expect: tracked read: 20
// expect: onChange, celsius still 20
// expect: now 22
// expect: re-armed read: 22
// expect: changing from 22
// expect: re-armed read: 22
// expect: changing from 25
// expect: re-armed read: 25
// expect: ThermostatView body, 26
// expect: changing from 26
// expect: re-armed read: 26
// expect: ThermostatView body, 18
// expect: changing from 18
// expect: re-armed read: 18
// expect: ThermostatView body, 19
