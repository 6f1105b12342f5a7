// Apple: AppStorage ("a property wrapper type that reflects a value from UserDefaults and invalidates a view on a change in value in that user default"; String-backed RawRepresentable and Bool values); two views on the same keys, and the values survive a relaunch (README: kept for the session, :remount)
import SwiftUI

enum TemperatureUnit: String, CaseIterable, Identifiable {
    case celsius, fahrenheit
    var id: Self { self }
}

struct ForecastSummary: View {
    @AppStorage("temperatureUnit") private var unit: TemperatureUnit = .celsius
    @AppStorage("showHourly") private var showHourly = true

    var body: some View {
        let _ = print("summary: \(unit.rawValue), hourly \(showHourly)")
        Label(unit == .celsius ? "21°C" : "70°F", systemImage: "thermometer.medium")
    }
}

struct WeatherSettings: View {
    @AppStorage("temperatureUnit") private var unit: TemperatureUnit = .celsius
    @AppStorage("showHourly") private var showHourly = true

    var body: some View {
        Form {
            Picker("Units", selection: $unit) {
                Text("Celsius").tag(TemperatureUnit.celsius)
                Text("Fahrenheit").tag(TemperatureUnit.fahrenheit)
            }
            Toggle("Hourly forecast", isOn: $showHourly)
        }
    }
}

struct WeatherHome: View {
    var body: some View {
        VStack {
            ForecastSummary()
            WeatherSettings()
        }
    }
}

:mount WeatherHome()
:pick "Fahrenheit" in "Units"
:toggle "Hourly forecast"
:remount

// expect: summary: celsius, hourly true
// expect: summary: fahrenheit, hourly true
// expect: summary: fahrenheit, hourly false
// expect: summary: fahrenheit, hourly false
