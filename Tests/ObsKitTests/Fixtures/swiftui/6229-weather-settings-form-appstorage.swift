// A settings Form whose Picker, Stepper and Toggle write @AppStorage keys, and a preview card elsewhere that reads the same keys; expected output by the SwiftUI rules (Apple: AppStorage "reflects a value from UserDefaults and invalidates a view on a change in value in that user default", RawRepresentable String values stored as their raw value; rules §2 a child with equal inputs is not re-run)
import SwiftUI

enum TemperatureUnit: String, CaseIterable, Identifiable {
    case celsius, fahrenheit
    var id: Self { self }
}

struct ForecastPreview: View {
    @AppStorage("unit") private var unit = TemperatureUnit.celsius
    @AppStorage("forecastDays") private var days = 3
    @AppStorage("showWind") private var showWind = false

    var body: some View {
        let _ = print("preview: \(days) days in \(unit.rawValue)\(showWind ? ", with wind" : "")")
        Text("\(days)-day forecast in \(unit.rawValue)")
    }
}

struct WeatherSettingsView: View {
    @AppStorage("unit") private var unit = TemperatureUnit.celsius
    @AppStorage("forecastDays") private var days = 3
    @AppStorage("showWind") private var showWind = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Display") {
                    Picker("Unit", selection: $unit) {
                        ForEach(TemperatureUnit.allCases) { unit in
                            Text(unit.rawValue.capitalized).tag(unit)
                        }
                    }
                    Stepper("Days: \(days)", value: $days, in: 1...7)
                    Toggle("Show wind", isOn: $showWind)
                }
                Section("Preview") {
                    ForecastPreview()
                }
                Button("Print stored values") {
                    let defaults = UserDefaults.standard
                    print("stored: \(defaults.string(forKey: "unit") ?? "nil"), \(defaults.integer(forKey: "forecastDays")), \(defaults.bool(forKey: "showWind"))")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

:mount WeatherSettingsView()
:pick "Fahrenheit" in "Unit"
:step "Days: 3" up 2
:toggle "Show wind"
:tap "Print stored values"

// expect: preview: 3 days in celsius
// expect: preview: 3 days in fahrenheit
// expect: preview: 4 days in fahrenheit
// expect: preview: 5 days in fahrenheit
// expect: preview: 5 days in fahrenheit, with wind
// expect: stored: fahrenheit, 5, true
