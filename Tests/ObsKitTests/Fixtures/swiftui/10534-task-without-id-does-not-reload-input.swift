// async-in-views style, PITFALL on purpose: a .task without id: does not reload when its input changes: the parent passes a new city, the child's body runs with it, but the task ran once on appear and the report stays Paris's (rules §11.3, §2.7)
import SwiftUI

func fetchWeather(for city: String) async -> String {
    try? await Task.sleep(for: .seconds(1))
    return city == "Paris" ? "rain" : "sun"
}

struct WeatherPanel: View {
    let city: String
    @State private var report = "..."

    var body: some View {
        let _ = print("WeatherPanel body: \(city) -> \(report)")
        Text("\(city): \(report)")
            .task {
                print("fetching \(city)")
                report = await fetchWeather(for: city)
            }
    }
}

struct CityScreen: View {
    @State private var city = "Paris"

    var body: some View {
        VStack {
            Button("Show Tokyo") { city = "Tokyo" }
            WeatherPanel(city: city)
        }
    }
}

:mount CityScreen()
// expect: WeatherPanel body: Paris -> ...
// expect: fetching Paris
:advance 1s
// expect: WeatherPanel body: Paris -> rain
:tap "Show Tokyo"
// expect: WeatherPanel body: Tokyo -> rain
:advance 2s
