// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/published (publishing occurs in the property's willSet block: a sink on $temperature receives 25 while the property itself still reads 20)
import SwiftUI
import Combine

final class Weather: ObservableObject {
    @Published var temperature: Double
    private var cancellables = Set<AnyCancellable>()

    init(temperature: Double) {
        self.temperature = temperature
        $temperature
            .sink { [weak self] newValue in
                print("Temperature now: \(newValue), property reads \(self?.temperature ?? -1)")
            }
            .store(in: &cancellables)
    }
}

struct WeatherView: View {
    @StateObject private var weather = Weather(temperature: 20)

    var body: some View {
        VStack {
            Text("\(weather.temperature) degrees")
            Button("Warm up") { weather.temperature = 25 }
        }
    }
}

:mount WeatherView()
:tap "Warm up"
// expect: Temperature now: 20.0, property reads 20.0
// expect: Temperature now: 25.0, property reads 20.0
