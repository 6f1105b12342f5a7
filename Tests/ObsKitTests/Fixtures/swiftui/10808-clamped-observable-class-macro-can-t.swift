// Blog style (@Clamped in an @Observable class): the macro can't track a wrapped property, so the clamped storage is @ObservationIgnored and a computed target calls access(keyPath:) and withMutation(keyPath:) by hand; each set notifies (even one clamped to the same value), and only the views that read a property run (rules §8.1, §8.3, §3.7, §12.1, §12.2)
import SwiftUI
import Observation

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

@Observable
final class Thermostat {
    @ObservationIgnored @Clamped(16...28) private var storedTarget = 21

    var target: Int {
        get {
            access(keyPath: \.target)
            return storedTarget
        }
        set {
            withMutation(keyPath: \.target) {
                storedTarget = newValue
            }
        }
    }

    var mode = "heat"
}

struct ModeLabel: View {
    let thermostat: Thermostat

    var body: some View {
        let _ = Self._printChanges()
        Text("Mode: \(thermostat.mode)")
        Button("Cool mode") {
            thermostat.mode = "cool"
        }
    }
}

struct ThermostatView: View {
    @State private var thermostat = Thermostat()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("target = \(thermostat.target)")
        VStack {
            Button("Warmer") { thermostat.target += 5 }
            Button("Cooler") { thermostat.target -= 10 }
            ModeLabel(thermostat: thermostat)
        }
    }
}

:mount ThermostatView()
// expect: ThermostatView: @self, @identity, _thermostat changed.
// expect: target = 21
// expect: ModeLabel: @self changed.
:tap "Warmer"
// expect: ThermostatView: @dependencies changed.
// expect: target = 26
:tap "Warmer"
// expect: ThermostatView: @dependencies changed.
// expect: target = 28
:tap "Warmer"
// expect: ThermostatView: @dependencies changed.
// expect: target = 28
:tap "Cooler"
// expect: ThermostatView: @dependencies changed.
// expect: target = 18
:tap "Cool mode"
// expect: ModeLabel: @dependencies changed.
