// async-in-views style: the fix for a .task that must follow its input: .task(id: city) runs again when the parent passes a new city (the finished old task is just replaced) (rules §11.3, §2.7)
import SwiftUI

func fetchForecast(for city: String) async -> String {
    try? await Task.sleep(for: .seconds(1))
    return city == "Paris" ? "rain" : "sun"
}

struct ForecastPanel: View {
    let city: String
    @State private var report = "..."

    var body: some View {
        let _ = print("ForecastPanel body: \(city) -> \(report)")
        Text("\(city): \(report)")
            .task(id: city) {
                print("fetching \(city)")
                report = await fetchForecast(for: city)
            }
    }
}

struct ForecastScreen: View {
    @State private var city = "Paris"

    var body: some View {
        VStack {
            Button("Show Tokyo") { city = "Tokyo" }
            ForecastPanel(city: city)
        }
    }
}

:mount ForecastScreen()
// expect: ForecastPanel body: Paris -> ...
// expect: fetching Paris
:advance 1s
// expect: ForecastPanel body: Paris -> rain
:tap "Show Tokyo"
// expect: ForecastPanel body: Tokyo -> rain
// expect: fetching Tokyo
:advance 1s
// expect: ForecastPanel body: Tokyo -> sun
