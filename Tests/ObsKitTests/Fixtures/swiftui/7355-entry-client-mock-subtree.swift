// Dependency injection with a "client" struct of closures (the style of point-free's talks and many blog posts),
// declared in the environment with `@Entry` and swapped for a mock in one section of the screen.
// What SwiftUI does: `@Entry` declares the key and its default (`.live`) (rules §15.14, Apple `entry()`); a view reads
// the nearest value set above it, so the rows under `.environment(\.weatherClient, .preview)` call the mock and the
// others the live client (Apple `view/environment(_:_:)`). The board's own state change re-runs only the board: the rows
// get equal values (a String, and an `@Environment` field, rules §2.1, §2.5) and the environment value is the same
// `static let`, unchanged (rules §14.2), so no row runs and no client is asked again.
// Sources: rules §2.1, §2.5, §2.7, §14.2, §15.14; https://developer.apple.com/documentation/swiftui/entry()
// https://developer.apple.com/documentation/swiftui/environmentvalues
import SwiftUI

struct WeatherClient: Sendable {
    var currentTemperature: @Sendable (String) -> Int
}

extension WeatherClient {
    static let live = WeatherClient { city in
        print("live client asked for \(city)")
        return city.count * 3
    }

    static let preview = WeatherClient { city in
        print("preview client asked for \(city)")
        return 21
    }
}

extension EnvironmentValues {
    @Entry var weatherClient: WeatherClient = .live
}

struct CityRow: View {
    let city: String
    @Environment(\.weatherClient) private var weatherClient

    var body: some View {
        let temperature = weatherClient.currentTemperature(city)
        let _ = print("CityRow body: \(city) \(temperature)°")
        Text("\(city): \(temperature)°")
    }
}

struct WeatherBoard: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("WeatherBoard body: \(refreshes)")
        List {
            Section("Live") {
                CityRow(city: "Oslo")
                CityRow(city: "Quito")
            }
            Section("Design mock") {
                CityRow(city: "Oslo")
            }
            .environment(\.weatherClient, .preview)
            Button("Refresh \(refreshes)") { refreshes += 1 }
        }
    }
}

:mount WeatherBoard()
// expect: WeatherBoard body: 0
// expect: live client asked for Oslo
// expect: CityRow body: Oslo 12°
// expect: live client asked for Quito
// expect: CityRow body: Quito 15°
// expect: preview client asked for Oslo
// expect: CityRow body: Oslo 21°
:tap "Refresh 0"
// expect: WeatherBoard body: 1
:tap "Refresh 1"
// expect: WeatherBoard body: 2
