// Check error: @ObservedObject holding an @Observable class
import SwiftUI
import Observation

@Observable
class Weather {
    var temperature = 20
}

struct WeatherView: View {
    @ObservedObject var weather: Weather

    var body: some View {
        Text("\(weather.temperature)°")
    }
}

:mount WeatherView(weather: Weather())
// expect-error: generic struct 'ObservedObject' requires that 'Weather' conform to 'ObservableObject'
