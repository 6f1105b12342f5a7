// Issue 13 (B), @Observable stored property with willSet/didSet: the macro keeps the observers, and the
// property still notifies. A `+=` (modify) always notifies; a plain `=` of an equal value runs willSet and
// didSet but notifies nobody (no body). Checked with the toolchain's Observation module (Swift 6.3.1):
// the observers run on an equal assignment and withObservationTracking's onChange does not fire.
// Source: https://developer.apple.com/documentation/observation/observable(),
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro.
// Rules §8 (equal `=` doesn't notify), §12.
import SwiftUI

@Observable final class Thermostat {
    var target = 20 {
        willSet { print("target will be", newValue) }
        didSet { print("target was", oldValue, "now", target) }
    }
}

struct Dial: View {
    @State private var thermostat = Thermostat()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(thermostat.target)°")
            Button("Warmer") { thermostat.target += 1 }
            Button("Set 21") { thermostat.target = 21 }
        }
    }
}

:mount Dial()
:tap "Warmer"
:tap "Set 21"
:tap "Warmer"

// expect: Dial: @self, @identity, _thermostat changed.
// expect: target will be 21
// expect: target was 20 now 21
// expect: Dial: @dependencies changed.
// expect: target will be 21
// expect: target was 21 now 21
// expect: target will be 22
// expect: target was 21 now 22
// expect: Dial: @dependencies changed.
