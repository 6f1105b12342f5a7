// SwiftUI from Apple's documentation: equatable() — https://developer.apple.com/documentation/swiftui/view/equatable() (prevents the view from updating its child when its new value equals the old one, by the view's own ==)
import SwiftUI

struct WeatherView: View, Equatable {
    let city: String
    let refreshedAt: Int

    static func == (lhs: WeatherView, rhs: WeatherView) -> Bool {
        lhs.city == rhs.city
    }

    var body: some View {
        print("WeatherView body for \(city)")
        return Text("Weather in \(city)")
    }
}

struct ContentView: View {
    @State private var city = "Oslo"
    @State private var refresh = 0

    var body: some View {
        VStack {
            Button("Refresh") { refresh += 1 }
            Button("Move") { city = "Rome" }
            Text("Refreshed \(refresh)")
            WeatherView(city: city, refreshedAt: refresh)
                .equatable()
        }
    }
}

:mount ContentView()
:tap "Refresh"
:tap "Move"
:tap "Refresh"
// expect: WeatherView body for Oslo
// expect: WeatherView body for Rome
