// A temperature converter (the "100 days" SwiftUI course's first challenge), own code: a value field
// `TextField(_:value:format:)` for the input, two segmented Pickers for the units, and the result computed with
// Foundation's `Measurement` and `UnitTemperature` in the body.
// What SwiftUI does: the field writes the Double at the commit (Return), not while typing (rules §15.10); each
// commit and each choice is a @State write the body read: one body run each (rules §3.4, §15.5). Measurement
// converts through the base unit (kelvin); the result is shown with two decimals, en_US.
// Sources: rules §3.4, §15.5, §15.10;
// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)
// https://developer.apple.com/documentation/foundation/unittemperature
import SwiftUI

struct ConverterView: View {
    @State private var input = 100.0
    @State private var inputUnit = "Celsius"
    @State private var outputUnit = "Fahrenheit"

    let units = ["Celsius", "Fahrenheit", "Kelvin"]

    func unit(named name: String) -> UnitTemperature {
        switch name {
        case "Celsius": .celsius
        case "Fahrenheit": .fahrenheit
        default: .kelvin
        }
    }

    var output: Double {
        Measurement(value: input, unit: unit(named: inputUnit))
            .converted(to: unit(named: outputUnit))
            .value
    }

    var body: some View {
        let _ = print("ConverterView body: \(input.formatted()) \(inputUnit) = \(output.formatted(.number.precision(.fractionLength(2)))) \(outputUnit)")
        NavigationStack {
            Form {
                Section("Value") {
                    TextField("Value", value: $input, format: .number)
                        .keyboardType(.decimalPad)
                }
                Section("From") {
                    Picker("From", selection: $inputUnit) {
                        ForEach(units, id: \.self) {
                            Text($0)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("To") {
                    Picker("To", selection: $outputUnit) {
                        ForEach(units, id: \.self) {
                            Text($0)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Result") {
                    Text(output, format: .number.precision(.fractionLength(2)))
                }
            }
            .navigationTitle("Converter")
        }
    }
}

:mount ConverterView()
// expect: ConverterView body: 100 Celsius = 212.00 Fahrenheit
:clear "Value"
:type "37" into "Value"
:submit "Value"
// expect: ConverterView body: 37 Celsius = 98.60 Fahrenheit
:pick "Kelvin" in "To"
// expect: ConverterView body: 37 Celsius = 310.15 Kelvin
:pick "Fahrenheit" in "From"
// expect: ConverterView body: 37 Fahrenheit = 275.93 Kelvin
