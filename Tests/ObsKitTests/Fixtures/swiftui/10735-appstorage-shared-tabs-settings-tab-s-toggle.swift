// App-organization style: @AppStorage shared by two tabs: the Settings tab's toggle writes the key, the Weather tab (hidden at the time) reads it and re-runs; the Settings tab only hands $useCelsius to its Toggle and does not run; tabs keep their state across switches
import SwiftUI

struct WeatherTab: View {
    @AppStorage("useCelsius") private var useCelsius = false

    var body: some View {
        let _ = print("WeatherTab body: \(useCelsius ? "22°C" : "72°F")")
        Text(useCelsius ? "22°C" : "72°F")
    }
}

struct SettingsTab: View {
    @AppStorage("useCelsius") private var useCelsius = false

    var body: some View {
        let _ = print("SettingsTab body")
        Form {
            Toggle("Use Celsius", isOn: $useCelsius)
        }
    }
}

struct WeatherRoot: View {
    var body: some View {
        let _ = print("WeatherRoot body")
        TabView {
            WeatherTab()
                .tabItem { Label("Weather", systemImage: "cloud.sun") }
            SettingsTab()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            WeatherRoot()
        }
    }
}

:mount WeatherApp()
// expect: WeatherRoot body
// expect: WeatherTab body: 72°F
:tab "Settings"
// expect: SettingsTab body
:toggle "Use Celsius"
// expect: WeatherTab body: 22°C
:tab "Weather"
print("stored: \(UserDefaults.standard.bool(forKey: "useCelsius"))")
// expect: stored: true
:tab "Settings"
:toggle "Use Celsius"
// expect: WeatherTab body: 72°F
