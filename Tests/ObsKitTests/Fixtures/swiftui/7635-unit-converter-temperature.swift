// 100 Days of SwiftUI style (challenge day 19): a temperature converter with a text field and two Pickers over an enum.
// What SwiftUI does: the body reads the text (it converts it), so each keystroke re-runs it once (rules §3.5,
// §10.1); picking a unit writes the selection through the Picker's binding, one body per pick (rules §15.5, the
// explicit `.tag` gives the enum case). Doubles print as Swift prints them; the script formats with one decimal.
import SwiftUI

enum TempUnit: String, CaseIterable {
    case celsius = "Celsius", fahrenheit = "Fahrenheit", kelvin = "Kelvin"
}

struct ConverterView: View {
    @State private var input = ""
    @State private var from = TempUnit.celsius
    @State private var to = TempUnit.fahrenheit

    var result: Double {
        let value = Double(input) ?? 0
        let celsius: Double
        switch from {
        case .celsius: celsius = value
        case .fahrenheit: celsius = (value - 32) * 5 / 9
        case .kelvin: celsius = value - 273.15
        }
        switch to {
        case .celsius: return celsius
        case .fahrenheit: return celsius * 9 / 5 + 32
        case .kelvin: return celsius + 273.15
        }
    }

    var body: some View {
        let _ = print("'\(input)' \(from.rawValue) = \(String(format: "%.1f", result)) \(to.rawValue)")
        NavigationStack {
            Form {
                TextField("Temperature", text: $input)
                Picker("From", selection: $from) {
                    ForEach(TempUnit.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                Picker("To", selection: $to) {
                    ForEach(TempUnit.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                Text(result, format: .number)
            }
            .navigationTitle("Converter")
        }
    }
}

:mount ConverterView()
// expect: '' Celsius = 32.0 Fahrenheit
:type "100" into "Temperature"
// expect: '1' Celsius = 33.8 Fahrenheit
// expect: '10' Celsius = 50.0 Fahrenheit
// expect: '100' Celsius = 212.0 Fahrenheit
:pick "Kelvin" in "To"
// expect: '100' Celsius = 373.1 Kelvin
:pick "Fahrenheit" in "From"
// expect: '100' Fahrenheit = 310.9 Kelvin
