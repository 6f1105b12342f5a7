// Hacking with Swift 100 Days (day 19 challenge, a temperature converter): Form, Sections, TextField(value:format:) committed by Return, segmented Pickers whose tags come from ForEach over an Identifiable enum (Apple: TextField init(_:value:format:prompt:) "the binding updates when the user commits", Picker "ForEach automatically assigns a tag"; SEMANTICS §3)
import SwiftUI

enum TempUnit: String, CaseIterable, Identifiable {
    case celsius = "°C"
    case fahrenheit = "°F"
    case kelvin = "K"

    var id: Self { self }

    var unit: UnitTemperature {
        switch self {
        case .celsius: return .celsius
        case .fahrenheit: return .fahrenheit
        case .kelvin: return .kelvin
        }
    }
}

struct ConverterView: View {
    @State private var input = 0.0
    @State private var from = TempUnit.celsius
    @State private var to = TempUnit.fahrenheit

    private var output: Double {
        Measurement(value: input, unit: from.unit).converted(to: to.unit).value
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Value") {
                    TextField("Temperature", value: $input, format: .number)
                        .keyboardType(.decimalPad)
                }
                Section("Convert from") {
                    Picker("From unit", selection: $from) {
                        ForEach(TempUnit.allCases) { unit in
                            Text(unit.rawValue)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Convert to") {
                    Picker("To unit", selection: $to) {
                        ForEach(TempUnit.allCases) { unit in
                            Text(unit.rawValue)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Result") {
                    Text(output.formatted())
                    Button("Log") {
                        let line = String(format: "%.2f", input) + " " + from.rawValue + " = "
                            + String(format: "%.2f", output) + " " + to.rawValue
                        print(line)
                    }
                }
            }
            .navigationTitle("Converter")
        }
    }
}

:mount ConverterView()
:clear "Temperature"
:type "100" into "Temperature"
:submit "Temperature"
:tap "Log"
:pick "K" in "To unit"
:tap "Log"
:pick "°F" in "From unit"
:tap "Log"

// expect: 100.00 °C = 212.00 °F
// expect: 100.00 °C = 373.15 K
// expect: 100.00 °F = 310.93 K
