// Follows Apple's `Published` page: its `Weather` class with `@Published var temperature` and a `sink` on
// `weather.$temperature` ("Prints: Temperature now: 20.0 / Temperature now: 25.0"); then a weather station model
// that subscribes to its own `$temperature` and a view that owns it.
// - Subscribing to `$temperature` delivers the current value at once; a set publishes "in the property's willSet
//   block, meaning subscribers receive the new value before it's actually set on the property", so a sink that reads
//   the property sees the old value (Apple `published`; rules §6.3, T1).
// - The view's @StateObject model is made right before its first body and its change re-runs the body in the next
//   update (rules §4.2, §4.4, §10.1).
import SwiftUI
import Combine

class Weather {
    @Published var temperature: Double
    init(temperature: Double) {
        self.temperature = temperature
    }
}

let weather = Weather(temperature: 20)
let cancellable = weather.$temperature
    .sink() {
        print ("Temperature now: \($0)")
    }
weather.temperature = 25

final class WeatherStation: ObservableObject {
    @Published var temperature = 18.5
    private var subscription: AnyCancellable?

    init() {
        print("WeatherStation init")
        subscription = $temperature.sink { [unowned self] newValue in
            print("station sink: new \(newValue), stored \(self.temperature)")
        }
    }
}

struct StationView: View {
    @StateObject private var station = WeatherStation()

    var body: some View {
        let _ = print("StationView body: \(station.temperature)")
        VStack {
            Text("\(station.temperature) degrees")
            Button("Warm up") { station.temperature += 1.5 }
        }
    }
}

:mount StationView()
// expect: Temperature now: 20.0
// expect: Temperature now: 25.0
// expect: WeatherStation init
// expect: station sink: new 18.5, stored 18.5
// expect: StationView body: 18.5
:tap "Warm up"
// expect: station sink: new 20.0, stored 18.5
// expect: StationView body: 20.0
