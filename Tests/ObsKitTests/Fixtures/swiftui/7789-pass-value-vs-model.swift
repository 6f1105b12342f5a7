// Observation in depth: pass the model, not the value: who depends on `temperature`
// A parent that reads `weather.temperature` to hand a child a number depends on it (rules §8): each change runs the
// parent, and the child whose value differs (§2.7). Handing the child the model instead moves the read into the
// child's body: the parent never runs again, the child alone does (§8, §2.3: same object). Two screens, one after
// the other; `city` is read by no body.
import SwiftUI

@Observable
final class Weather {
    var temperature = 21
    var city = "Porto"
}

struct TemperatureByValue: View {
    let temperature: Int

    var body: some View {
        let _ = print("by value: \(temperature)")
        Text("\(temperature)°")
    }
}

struct TemperatureByModel: View {
    let weather: Weather

    var body: some View {
        let _ = print("by model: \(weather.temperature)")
        Text("\(weather.temperature)°")
    }
}

struct ValueScreen: View {
    @State private var weather = Weather()

    var body: some View {
        let _ = print("value screen")
        VStack {
            TemperatureByValue(temperature: weather.temperature)
            Button("Warmer") { weather.temperature += 1 }
            Button("Move") { weather.city = "Faro" }
        }
    }
}

struct ModelScreen: View {
    @State private var weather = Weather()

    var body: some View {
        let _ = print("model screen")
        VStack {
            TemperatureByModel(weather: weather)
            Button("Warmer") { weather.temperature += 1 }
            Button("Move") { weather.city = "Faro" }
        }
    }
}

:mount ValueScreen()
// expect: value screen
// expect: by value: 21
:tap "Warmer"
// expect: value screen
// expect: by value: 22
:tap "Move"
:mount ModelScreen()
// expect: model screen
// expect: by model: 21
:tap "Warmer"
// expect: by model: 22
:tap "Move"
