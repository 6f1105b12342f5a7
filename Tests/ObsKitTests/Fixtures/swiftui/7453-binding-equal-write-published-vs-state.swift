// Stack Overflow answer style: writing the value a property already has through a child's `@Binding`, `@Published` vs `@State`
// What SwiftUI does: `ResetButton` writes 20 through its binding. Into `@State` (`$fanSpeed`) an equal write does
// nothing (rules §3.4). Into `@Published` (`$thermostat.target`) the setter runs with no equality check, so
// `objectWillChange` fires again and the `@StateObject`'s view runs, showing the same numbers (rules §6.3, §9.2, T12).
// Sources: rules §3.4, §4.4, §6.3, §9.2, T12; https://developer.apple.com/documentation/combine/published
import SwiftUI
import Combine

final class Thermostat: ObservableObject {
    @Published var target = 20
}

struct ResetButton: View {
    let title: String
    @Binding var value: Int

    var body: some View {
        Button(title) { value = 20 }
    }
}

struct ThermostatPanel: View {
    @StateObject private var thermostat = Thermostat()
    @State private var fanSpeed = 20

    var body: some View {
        let _ = print("ThermostatPanel body: target \(thermostat.target), fan \(fanSpeed)")
        VStack {
            ResetButton(title: "Reset target", value: $thermostat.target)
            ResetButton(title: "Reset fan", value: $fanSpeed)
            Button("Warmer") { thermostat.target += 1 }
            Button("Faster fan") { fanSpeed += 5 }
        }
    }
}

:mount ThermostatPanel()
// expect: ThermostatPanel body: target 20, fan 20
:tap "Reset fan"
:tap "Reset target"
// expect: ThermostatPanel body: target 20, fan 20
:tap "Faster fan"
// expect: ThermostatPanel body: target 20, fan 25
:tap "Reset fan"
// expect: ThermostatPanel body: target 20, fan 20
:tap "Warmer"
// expect: ThermostatPanel body: target 21, fan 20
:tap "Reset target"
// expect: ThermostatPanel body: target 20, fan 20
