// Apple documentation style: "Migrating from the Observable Object protocol to the Observable macro" side by side: a view observing an ObservableObject re-runs for any @Published change, even one it never reads; the same view over an @Observable model re-runs only for what its body read (rules §6.5, §8.3, §5.1)
import SwiftUI

final class WeatherStationLegacy: ObservableObject {
    @Published var temperature = 20
    @Published var humidity = 50
}

@Observable
final class WeatherStation {
    var temperature = 20
    var humidity = 50
}

struct LegacyTemperatureView: View {
    @ObservedObject var station: WeatherStationLegacy

    var body: some View {
        let _ = print("LegacyTemperatureView body: \(station.temperature)")
        Text("\(station.temperature)°")
    }
}

struct TemperatureView: View {
    var station: WeatherStation

    var body: some View {
        let _ = print("TemperatureView body: \(station.temperature)")
        Text("\(station.temperature)°")
    }
}

struct Dashboard: View {
    @StateObject private var legacy = WeatherStationLegacy()
    @State private var modern = WeatherStation()

    var body: some View {
        let _ = print("Dashboard body")
        VStack {
            LegacyTemperatureView(station: legacy)
            TemperatureView(station: modern)
            Button("More humid (legacy)") { legacy.humidity += 5 }
            Button("More humid (observable)") { modern.humidity += 5 }
            Button("Warmer") {
                legacy.temperature += 1
                modern.temperature += 1
            }
        }
    }
}

:mount Dashboard()
// expect: Dashboard body
// expect: LegacyTemperatureView body: 20
// expect: TemperatureView body: 20
:tap "More humid (legacy)"
// expect: Dashboard body
// expect: LegacyTemperatureView body: 20
:tap "More humid (observable)"
:tap "Warmer"
// expect: Dashboard body
// expect: LegacyTemperatureView body: 21
// expect: TemperatureView body: 21
