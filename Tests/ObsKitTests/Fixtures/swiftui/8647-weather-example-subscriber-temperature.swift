// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/published (the Weather example: a subscriber to the $temperature publisher first receives the current value, then each new value; onReceive in a view is such a subscriber)
import SwiftUI
import Combine

final class Weather: ObservableObject {
    @Published var temperature: Double

    init(temperature: Double) {
        self.temperature = temperature
    }
}

struct WeatherView: View {
    @StateObject private var weather = Weather(temperature: 20)

    var body: some View {
        VStack {
            Text("\(weather.temperature)")
            Button("Warm up") { weather.temperature = 25 }
        }
        .onReceive(weather.$temperature) { temperature in
            print("Temperature now: \(temperature)")
        }
    }
}

:mount WeatherView()
:tap "Warm up"
// expect: Temperature now: 20.0
// expect: Temperature now: 25.0
