// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (onAppear runs before the view appears, once while it stays on screen, while the view's init runs on every parent render: load data in onAppear, not in init)
import SwiftUI

struct WeatherPanel: View {
    let city: String
    @State private var forecast = "unknown"

    init(city: String) {
        self.city = city
        print("WeatherPanel init for \(city)")
    }

    var body: some View {
        Text("\(city): \(forecast)")
            .onAppear {
                print("loading forecast for \(city)")
                forecast = "sunny"
            }
    }
}

struct WeatherScreen: View {
    @State private var ticks = 0

    var body: some View {
        VStack {
            Text("Ticks \(ticks)")
            Button("Tick") { ticks += 1 }
            WeatherPanel(city: "Oslo")
        }
    }
}

:mount WeatherScreen()
:tap "Tick"
:tap "Tick"
// expect: WeatherPanel init for Oslo
// expect: loading forecast for Oslo
// expect: WeatherPanel init for Oslo
// expect: WeatherPanel init for Oslo
