// Hacking with Swift style unit converter with iOS 17 onChange(of:initial:): the initial: true handler runs once after the first update with equal old and new values, the Celsius handler writes the Fahrenheit state, and Fahrenheit's own onChange fires after the update that state caused (rules §11.1, §10.1)
import SwiftUI

struct ConverterView: View {
    @State private var celsius = 20
    @State private var fahrenheit = 0

    var body: some View {
        let _ = print("ConverterView body: \(celsius)C \(fahrenheit)F")
        Form {
            Stepper("Celsius", value: $celsius, in: -10...40, step: 5)
            Text("\(fahrenheit) degrees Fahrenheit")
        }
        .onChange(of: celsius, initial: true) { oldValue, newValue in
            print("celsius \(oldValue) -> \(newValue)")
            fahrenheit = newValue * 9 / 5 + 32
        }
        .onChange(of: fahrenheit) { _, newValue in
            print("fahrenheit now \(newValue)")
        }
    }
}

:mount ConverterView()
// expect: ConverterView body: 20C 0F
// expect: celsius 20 -> 20
// expect: ConverterView body: 20C 68F
// expect: fahrenheit now 68
:step "Celsius" up
// expect: ConverterView body: 25C 68F
// expect: celsius 20 -> 25
// expect: ConverterView body: 25C 77F
// expect: fahrenheit now 77
:step "Celsius" down 2
// expect: ConverterView body: 20C 77F
// expect: celsius 25 -> 20
// expect: ConverterView body: 20C 68F
// expect: fahrenheit now 68
// expect: ConverterView body: 15C 68F
// expect: celsius 20 -> 15
// expect: ConverterView body: 15C 59F
// expect: fahrenheit now 59
