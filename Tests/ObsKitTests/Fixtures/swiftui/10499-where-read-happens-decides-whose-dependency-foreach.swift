// Observation in depth style: where a read happens decides whose dependency it is; a ForEach row builder reads for the row, a card whose @ViewBuilder content is built in its memberwise init reads in the parent's body, a card that stores the closure and calls it in its own body reads for itself (rules §8.4, §2.4, §2.6, §15.27)
import SwiftUI

@Observable
final class Weather {
    var city = "Oslo"
    var temp = 4
    var wind = 12
}

struct EagerCard<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        let _ = print("EagerCard body: \(title)")
        VStack {
            Text(title)
            content
        }
    }
}

struct LazyCard<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        let _ = print("LazyCard body: \(title)")
        VStack {
            Text(title)
            content()
        }
    }
}

struct WeatherScreen: View {
    @State private var weather = Weather()

    var body: some View {
        let _ = print("WeatherScreen body")
        VStack {
            ForEach(["city"], id: \.self) { _ in
                let _ = print("city row: \(weather.city)")
                Text(weather.city)
            }
            EagerCard(title: "Temperature") {
                Text("\(weather.temp)°")
            }
            LazyCard(title: "Wind") {
                Text("\(weather.wind) km/h")
            }
            Button("Warmer") { weather.temp += 1 }
            Button("Windier") { weather.wind += 5 }
            Button("Move") { weather.city = "Bergen" }
        }
    }
}

:mount WeatherScreen()
// expect: WeatherScreen body
// expect: city row: Oslo
// expect: EagerCard body: Temperature
// expect: LazyCard body: Wind
:tap "Warmer"
// expect: WeatherScreen body
// expect: city row: Oslo
// expect: EagerCard body: Temperature
// expect: LazyCard body: Wind
:tap "Windier"
// expect: LazyCard body: Wind
:tap "Move"
// expect: city row: Bergen
