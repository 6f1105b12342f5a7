// Apple docs `Observable()` + The Swift Programming Language "Property Observers": `didSet` on a stored property of an @Observable class.
// The macro keeps the observer inside the property's setter, so it runs on every assignment, even of an equal value,
// while only a different value notifies (rules §15.6, §8.1; checked with swiftc 6.3's Observation). "Warmer" changes
// `celsius` (the thermostat view read it) and, in didSet, `changes` (the counter read it): parent body, then child body
// (rules §2.8). "Set 21" when it is 21 runs didSet, which changes `changes`: only the counter runs.
import SwiftUI

@Observable final class Thermostat {
    var celsius = 20 {
        didSet {
            print("didSet \(oldValue) -> \(celsius)")
            changes += 1
        }
    }
    var changes = 0
}

struct ChangeCounter: View {
    let thermostat: Thermostat

    var body: some View {
        let _ = print("counter body changes=\(thermostat.changes)")
        Text("\(thermostat.changes) changes")
    }
}

struct ThermostatView: View {
    @State private var thermostat = Thermostat()

    var body: some View {
        let _ = print("thermostat body \(thermostat.celsius)")
        VStack {
            Button("Warmer") { thermostat.celsius += 1 }
            Button("Set 21") { thermostat.celsius = 21 }
            ChangeCounter(thermostat: thermostat)
        }
    }
}

:mount ThermostatView()
// expect: thermostat body 20
// expect: counter body changes=0
:tap "Warmer"
// expect: didSet 20 -> 21
// expect: thermostat body 21
// expect: counter body changes=1
:tap "Set 21"
// expect: didSet 21 -> 21
// expect: counter body changes=2
