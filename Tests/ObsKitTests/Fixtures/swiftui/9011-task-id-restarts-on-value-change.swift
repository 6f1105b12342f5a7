// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (task(id:) adds a task to perform before the view appears or when the id value changes: switching the city starts it again, toggling the units, which isn't the id, doesn't)
import SwiftUI

struct WeatherView: View {
    @State private var city = "Oslo"
    @State private var celsius = true

    var body: some View {
        VStack {
            Text(city)
            Text(celsius ? "Celsius" : "Fahrenheit")
            Button("Bergen") { city = "Bergen" }
            Button("Units") { celsius.toggle() }
        }
        .task(id: city) {
            print("loading weather for \(city)")
        }
    }
}

:mount WeatherView()
:tap "Units"
:tap "Bergen"
:tap "Units"
// expect: loading weather for Oslo
// expect: loading weather for Bergen
