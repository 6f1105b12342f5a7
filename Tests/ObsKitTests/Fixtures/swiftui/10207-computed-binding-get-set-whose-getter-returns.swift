// Apple docs style, PITFALL ON PURPOSE: a computed Binding(get:set:) whose getter returns a snapshot taken when the binding was made; two writes in one action both start from the stale value, while a getter that reads the @State live sees the first write (rules §9.1, §3.4)
import SwiftUI

struct TwoSteps: View {
    let title: String
    @Binding var fahrenheit: Double

    var body: some View {
        Button(title) {
            fahrenheit += 9
            fahrenheit += 9
        }
    }
}

struct Thermostat: View {
    @State private var celsius = 20.0

    private var staleFahrenheit: Binding<Double> {
        let snapshot = celsius
        return Binding(
            get: { snapshot * 9 / 5 + 32 },
            set: { celsius = ($0 - 32) * 5 / 9 }
        )
    }

    private var liveFahrenheit: Binding<Double> {
        Binding(
            get: { celsius * 9 / 5 + 32 },
            set: { celsius = ($0 - 32) * 5 / 9 }
        )
    }

    var body: some View {
        let _ = print("Thermostat body: \(celsius) C")
        VStack {
            TwoSteps(title: "Stale +18F", fahrenheit: staleFahrenheit)
            TwoSteps(title: "Live +18F", fahrenheit: liveFahrenheit)
        }
    }
}

:mount Thermostat()
// expect: Thermostat body: 20.0 C
:tap "Stale +18F"
// expect: Thermostat body: 25.0 C
:tap "Live +18F"
// expect: Thermostat body: 35.0 C
:tap "Stale +18F"
// expect: Thermostat body: 40.0 C
