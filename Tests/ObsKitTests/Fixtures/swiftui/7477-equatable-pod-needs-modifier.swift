// fatbobman-style "When does SwiftUI call your ==?": a plain-data badge conforms to Equatable (whole degrees only), but only the copy marked `.equatable()` skips renders for fractions of a degree
// What SwiftUI does: a view whose fields are plain data (two numbers) is compared bit for bit even if it is
// Equatable: its `==` is not called (rules §2.1), so badge 1 runs at every new temperature. `.equatable()` makes
// SwiftUI use `==` in every case (rules §2.2), so badge 2 runs only when the rounded value changes. The 0.25
// steps are exact in binary, and `rounded()` rounds 20.5 away from zero, to 21.
// Sources: rules §2.1, §2.2, §2.7, §12.1, §12.2; Apple "View/equatable()".
import SwiftUI

struct TemperatureBadge: View, Equatable {
    let slot: Int
    let celsius: Double

    static func == (lhs: TemperatureBadge, rhs: TemperatureBadge) -> Bool {
        lhs.slot == rhs.slot && lhs.celsius.rounded() == rhs.celsius.rounded()
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("badge \(slot): \(Int(celsius.rounded()))")
        Text("\(Int(celsius.rounded()))°")
    }
}

struct Thermostat: View {
    @State private var celsius = 20.0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TemperatureBadge(slot: 1, celsius: celsius)
            TemperatureBadge(slot: 2, celsius: celsius)
                .equatable()
            Button("Warmer") { celsius += 0.25 }
        }
    }
}

:mount Thermostat()
// expect: Thermostat: @self, @identity, _celsius changed.
// expect: TemperatureBadge: @self changed.
// expect: badge 1: 20
// expect: TemperatureBadge: @self changed.
// expect: badge 2: 20
:tap "Warmer"
// expect: Thermostat: _celsius changed.
// expect: TemperatureBadge: @self changed.
// expect: badge 1: 20
:tap "Warmer"
// expect: Thermostat: _celsius changed.
// expect: TemperatureBadge: @self changed.
// expect: badge 1: 21
// expect: TemperatureBadge: @self changed.
// expect: badge 2: 21
:tap "Warmer"
// expect: Thermostat: _celsius changed.
// expect: TemperatureBadge: @self changed.
// expect: badge 1: 21
:tap "Warmer"
// expect: Thermostat: _celsius changed.
// expect: TemperatureBadge: @self changed.
// expect: badge 1: 21
