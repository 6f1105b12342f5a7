// Hacking with Swift "100 Days of SwiftUI" style: the Day 19 unit converter for temperatures; two Pickers over an enum with implicit tags, a value field committed on Return, and onChange(of:) on the input unit running after the body that saw the change (rules §15.5, §15.10, §11.1)
import SwiftUI

enum TempUnit: String, CaseIterable, Identifiable {
    case celsius, fahrenheit, kelvin

    var id: Self { self }
    var title: String { rawValue.capitalized }

    func toCelsius(_ value: Double) -> Double {
        switch self {
        case .celsius: return value
        case .fahrenheit: return (value - 32) * 5 / 9
        case .kelvin: return value - 273.15
        }
    }

    func fromCelsius(_ value: Double) -> Double {
        switch self {
        case .celsius: return value
        case .fahrenheit: return value * 9 / 5 + 32
        case .kelvin: return value + 273.15
        }
    }
}

struct ConverterScreen: View {
    @State private var inputValue = 100.0
    @State private var inputUnit = TempUnit.celsius
    @State private var outputUnit = TempUnit.fahrenheit

    var result: Double {
        outputUnit.fromCelsius(inputUnit.toCelsius(inputValue))
    }

    var body: some View {
        let _ = print("ConverterScreen body: \(inputValue) \(inputUnit.rawValue) -> \(result) \(outputUnit.rawValue)")
        NavigationStack {
            Form {
                Section("Input") {
                    TextField("Value", value: $inputValue, format: .number)
                    Picker("From", selection: $inputUnit) {
                        ForEach(TempUnit.allCases) { unit in
                            Text(unit.title)
                        }
                    }
                }
                Section("Output") {
                    Picker("To", selection: $outputUnit) {
                        ForEach(TempUnit.allCases) { unit in
                            Text(unit.title)
                        }
                    }
                    Text(result.formatted())
                }
            }
            .navigationTitle("Converter")
            .onChange(of: inputUnit) { oldUnit, newUnit in
                print("input unit \(oldUnit.rawValue) -> \(newUnit.rawValue)")
            }
        }
    }
}

:mount ConverterScreen()
// expect: ConverterScreen body: 100.0 celsius -> 212.0 fahrenheit
:pick "Kelvin" in "From"
// expect: ConverterScreen body: 100.0 kelvin -> -279.66999999999996 fahrenheit
// expect: input unit celsius -> kelvin
:clear "Value"
:type "0" into "Value"
:submit "Value"
// expect: ConverterScreen body: 0.0 kelvin -> -459.66999999999996 fahrenheit
:pick "Celsius" in "To"
// expect: ConverterScreen body: 0.0 kelvin -> -273.15 celsius
