// Style: Swift Forums thread. Forum question: "Why do all my views re-render when one @Published property changes, and does @Observable fix that?"
// SwiftUI: any change of an ObservableObject reaches every view observing it, whatever each read (rules §6.5; Apple "migrating"), including the owner's
// @StateObject (rules §4.4); with @Observable a view re-runs only for properties its last body read (rules §8.3; Apple "migrating").
// One action changing both models gives one body per affected view (rules §10.1), parents first (rules §2.8).
import SwiftUI
import Observation

final class LegacyWeather: ObservableObject {
    @Published var temperature = 20
    @Published var city = "Oslo"
}

@Observable
final class ModernWeather {
    var temperature = 20
    var city = "Oslo"
}

struct LegacyCity: View {
    @ObservedObject var weather: LegacyWeather

    var body: some View {
        let _ = print("legacy city: \(weather.city)")
        Text(weather.city)
    }
}

struct LegacyTemperature: View {
    @ObservedObject var weather: LegacyWeather

    var body: some View {
        let _ = print("legacy temperature: \(weather.temperature)")
        Text("\(weather.temperature)°")
    }
}

struct ModernCity: View {
    let weather: ModernWeather

    var body: some View {
        let _ = print("modern city: \(weather.city)")
        Text(weather.city)
    }
}

struct ModernTemperature: View {
    let weather: ModernWeather

    var body: some View {
        let _ = print("modern temperature: \(weather.temperature)")
        Text("\(weather.temperature)°")
    }
}

struct WeatherScreen: View {
    @StateObject private var legacy = LegacyWeather()
    @State private var modern = ModernWeather()

    var body: some View {
        let _ = print("screen body")
        VStack {
            LegacyCity(weather: legacy)
            LegacyTemperature(weather: legacy)
            ModernCity(weather: modern)
            ModernTemperature(weather: modern)
            Button("Warmer") {
                legacy.temperature += 1
                modern.temperature += 1
            }
        }
    }
}

:mount WeatherScreen()
// expect: screen body
// expect: legacy city: Oslo
// expect: legacy temperature: 20
// expect: modern city: Oslo
// expect: modern temperature: 20
:tap "Warmer"
// expect: screen body
// expect: legacy city: Oslo
// expect: legacy temperature: 21
// expect: modern temperature: 21
