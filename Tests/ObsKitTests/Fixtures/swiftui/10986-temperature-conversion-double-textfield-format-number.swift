// Hacking with Swift style (temperature conversion): a Double TextField with format: .number, two Pickers over an enum with explicit tags, a computed conversion and onChange(of:) on the target unit (rules §15.10, §15.5, §11.1)
import SwiftUI

enum TempUnit: String, CaseIterable, Identifiable {
    case celsius = "°C"
    case fahrenheit = "°F"
    case kelvin = "K"

    var id: String { rawValue }

    func toCelsius(_ value: Double) -> Double {
        switch self {
        case .celsius: value
        case .fahrenheit: (value - 32) * 5 / 9
        case .kelvin: value - 273.15
        }
    }

    func fromCelsius(_ celsius: Double) -> Double {
        switch self {
        case .celsius: celsius
        case .fahrenheit: celsius * 9 / 5 + 32
        case .kelvin: celsius + 273.15
        }
    }
}

struct TemperatureView: View {
    @State private var input = 100.0
    @State private var from = TempUnit.celsius
    @State private var to = TempUnit.fahrenheit

    var output: Double {
        to.fromCelsius(from.toCelsius(input))
    }

    var body: some View {
        let _ = print("\(input.formatted()) \(from.rawValue) = \(output.formatted(.number.precision(.fractionLength(2)))) \(to.rawValue)")
        Form {
            Section("Input") {
                TextField("Value", value: $input, format: .number)
                Picker("From", selection: $from) {
                    ForEach(TempUnit.allCases) { unit in
                        Text(unit.rawValue).tag(unit)
                    }
                }
            }
            Section("Output") {
                Picker("To", selection: $to) {
                    ForEach(TempUnit.allCases) { unit in
                        Text(unit.rawValue).tag(unit)
                    }
                }
            }
        }
        .onChange(of: to) { old, new in
            print("to \(old.rawValue) -> \(new.rawValue)")
        }
    }
}
:mount TemperatureView()
// expect: 100 °C = 212.00 °F
:pick "K" in "To"
// expect: 100 °C = 373.15 K
// expect: to °F -> K
:clear "Value"
:type "-40" into "Value"
:submit "Value"
// expect: -40 °C = 233.15 K
:pick "°F" in "To"
// expect: -40 °C = -40.00 °F
// expect: to K -> °F
