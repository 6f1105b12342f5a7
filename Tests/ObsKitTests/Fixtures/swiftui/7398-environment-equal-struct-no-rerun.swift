// Hacking with Swift style: a units struct passed down the environment, rebuilt inline at every render of the screen
// What SwiftUI does: the screen builds a new `Units` value each time its body runs, but a view with
// `@Environment(\.units)` runs again only when the key's value changed, compared by value (rules §14.2); `Units` is
// Equatable, so an equal value is no change (rules §2.2). Refreshing re-runs the screen (it reads `refreshes`) and
// nothing below it. Switching to Fahrenheit changes the value: both forecast rows run again. Pressing it a second
// time writes an equal `@State` value, which does nothing at all (rules §3.4).
// Sources: rules §2.2, §3.4, §3.5, §14.2; https://developer.apple.com/documentation/swiftui/environmentvalues
import SwiftUI

struct Units: Equatable {
    var distance: String
    var temperature: String
}

extension EnvironmentValues {
    @Entry var units: Units = Units(distance: "km", temperature: "C")
}

struct ForecastRow: View {
    let day: String
    @Environment(\.units) private var units

    var body: some View {
        let _ = print("ForecastRow \(day): \(units.temperature)")
        Text("\(day): 21 \(units.temperature)")
    }
}

struct WeatherScreen: View {
    @State private var refreshes = 0
    @State private var metric = true

    var body: some View {
        let _ = print("WeatherScreen body: refreshes \(refreshes)")
        VStack {
            Text("Updated \(refreshes) times")
            ForecastRow(day: "Mon")
            ForecastRow(day: "Tue")
            Button("Refresh") { refreshes += 1 }
            Button("Use Fahrenheit") { metric = false }
        }
        .environment(\.units, metric
            ? Units(distance: "km", temperature: "C")
            : Units(distance: "mi", temperature: "F"))
    }
}

:mount WeatherScreen()
// expect: WeatherScreen body: refreshes 0
// expect: ForecastRow Mon: C
// expect: ForecastRow Tue: C
:tap "Refresh"
// expect: WeatherScreen body: refreshes 1
:tap "Refresh"
// expect: WeatherScreen body: refreshes 2
:tap "Use Fahrenheit"
// expect: WeatherScreen body: refreshes 2
// expect: ForecastRow Mon: F
// expect: ForecastRow Tue: F
:tap "Use Fahrenheit"
