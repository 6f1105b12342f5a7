// SwiftUI Lab style: a transformed binding, Fahrenheit computed over a Celsius `@State`, next to the plain `$celsius`
// What SwiftUI does: both Steppers end in the same storage. `$celsius` writes it directly; the Fahrenheit binding's
// setter converts and writes it (rules §9.1). Either way the one `@State` changes and the view, which read it, runs
// again once per press (rules §3.4, §3.5, §10.1). Values chosen so the Doubles are exact: 77 °F is 25 °C.
// Sources: rules §3.4, §3.5, §9.1, §10.1; https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
import SwiftUI

struct ConverterView: View {
    @State private var celsius = 20.0

    var body: some View {
        let _ = print("ConverterView body: \(celsius) C = \(celsius * 9 / 5 + 32) F")
        let fahrenheit = Binding<Double>(
            get: { celsius * 9 / 5 + 32 },
            set: { celsius = ($0 - 32) * 5 / 9 }
        )
        Form {
            Stepper("Celsius", value: $celsius, step: 5)
            Stepper("Fahrenheit", value: fahrenheit, step: 9)
        }
    }
}

:mount ConverterView()
// expect: ConverterView body: 20.0 C = 68.0 F
:step "Fahrenheit" up
// expect: ConverterView body: 25.0 C = 77.0 F
:step "Celsius" up
// expect: ConverterView body: 30.0 C = 86.0 F
:step "Fahrenheit" down
// expect: ConverterView body: 25.0 C = 77.0 F
