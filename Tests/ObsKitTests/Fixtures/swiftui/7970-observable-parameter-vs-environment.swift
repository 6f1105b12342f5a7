// Style: blog post, "Do I still need the environment with @Observable?". With Observation, a view depends on the properties its body read,
// not on how it got the object (rules §8.3, §14.2). A model passed down as a parameter through a view that never reads it, and the same model
// read from the environment: a change re-runs only the two readers. The pass-through view's input is the same class reference (rules §2.3),
// so its body is skipped (rules §2.7); the root reads nothing of the model.
import SwiftUI

@Observable
final class Weather {
    var temperature = 20
}

struct ParamReading: View {
    let weather: Weather

    var body: some View {
        let _ = print("ParamReading body: \(weather.temperature)")
        Text("\(weather.temperature)°")
    }
}

struct PassThrough: View {
    let weather: Weather

    var body: some View {
        let _ = print("PassThrough body")
        ParamReading(weather: weather)
    }
}

struct EnvReading: View {
    @Environment(Weather.self) private var weather

    var body: some View {
        let _ = print("EnvReading body: \(weather.temperature)")
        Text("\(weather.temperature)°")
    }
}

struct WeatherScreen: View {
    @State private var weather = Weather()

    var body: some View {
        let _ = print("WeatherScreen body")
        VStack {
            PassThrough(weather: weather)
            EnvReading()
            Button("Warmer") { weather.temperature += 1 }
        }
        .environment(weather)
    }
}

:mount WeatherScreen()
// expect: WeatherScreen body
// expect: PassThrough body
// expect: ParamReading body: 20
// expect: EnvReading body: 20
:tap "Warmer"
// expect: ParamReading body: 21
// expect: EnvReading body: 21
