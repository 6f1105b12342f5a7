// SwiftLee style: didSet on an @Observable property that sets another: setting celsius updates fahrenheit in its didSet; each label re-runs for its own property; an equal assignment still runs didSet but notifies nobody, and neither does its equal write to fahrenheit (rules §15.6, §8.1, §8.3)
import SwiftUI

@Observable
final class Thermostat {
    var celsius = 20 {
        didSet {
            fahrenheit = celsius * 9 / 5 + 32
            print("didSet celsius \(oldValue) -> \(celsius)")
        }
    }
    var fahrenheit = 68
}

struct CelsiusLabel: View {
    let thermostat: Thermostat

    var body: some View {
        let _ = print("CelsiusLabel body: \(thermostat.celsius)")
        Text("\(thermostat.celsius) °C")
    }
}

struct FahrenheitLabel: View {
    let thermostat: Thermostat

    var body: some View {
        let _ = print("FahrenheitLabel body: \(thermostat.fahrenheit)")
        Text("\(thermostat.fahrenheit) °F")
    }
}

struct ThermostatScreen: View {
    @State private var thermostat = Thermostat()

    var body: some View {
        let _ = print("ThermostatScreen body")
        VStack {
            CelsiusLabel(thermostat: thermostat)
            FahrenheitLabel(thermostat: thermostat)
            Button("Warmer") { thermostat.celsius += 1 }
            Button("Reset") { thermostat.celsius = 20 }
        }
    }
}

:mount ThermostatScreen()
// expect: ThermostatScreen body
// expect: CelsiusLabel body: 20
// expect: FahrenheitLabel body: 68
:tap "Warmer"
// expect: didSet celsius 20 -> 21
// expect: CelsiusLabel body: 21
// expect: FahrenheitLabel body: 69
:tap "Reset"
// expect: didSet celsius 21 -> 20
// expect: CelsiusLabel body: 20
// expect: FahrenheitLabel body: 68
:tap "Reset"
// expect: didSet celsius 20 -> 20
