// Hacking with Swift "unit conversion" challenge style: Pickers over UnitLength values (tagged by the units themselves), a TextField(value:format:) committed on Return, and Measurement.converted(to:) for the result
import SwiftUI

struct LengthConverter: View {
    @State private var input = 100.0
    @State private var inputUnit = UnitLength.meters
    @State private var outputUnit = UnitLength.feet
    @FocusState private var inputIsFocused: Bool

    private let units: [UnitLength] = [.meters, .kilometers, .feet, .yards, .miles]

    private var result: String {
        let value = Measurement(value: input, unit: inputUnit).converted(to: outputUnit).value
        return String(format: "%.2f", value)
    }

    var body: some View {
        let _ = print("Converter body: \(result) \(outputUnit.symbol)")
        NavigationStack {
            Form {
                Section("Amount to convert") {
                    TextField("Amount", value: $input, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($inputIsFocused)
                    Picker("Convert from", selection: $inputUnit) {
                        ForEach(units, id: \.self) { unit in
                            Text(unit.symbol)
                        }
                    }
                    Picker("Convert to", selection: $outputUnit) {
                        ForEach(units, id: \.self) { unit in
                            Text(unit.symbol)
                        }
                    }
                }
                Section("Result") {
                    Text(result)
                }
            }
            .navigationTitle("Converter")
        }
    }
}

:mount LengthConverter()
// expect: Converter body: 328.08 ft
:pick "km" in "Convert to"
// expect: Converter body: 0.10 km
:pick "mi" in "Convert to"
// expect: Converter body: 0.06 mi
:type "0" into "Amount"
:submit "Amount"
// expect: Converter body: 0.62 mi
:pick "ft" in "Convert from"
// expect: Converter body: 0.19 mi
