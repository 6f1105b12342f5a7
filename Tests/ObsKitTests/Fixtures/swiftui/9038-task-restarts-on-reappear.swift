// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (removed, the view's task is cancelled; inserted again, a new task starts)
// What SwiftUI does: the task runs "before this view appears" and is cancelled when SwiftUI removes the view. A
// view shown again is a new view with a new task, which runs to its end this time.
import SwiftUI

struct WeatherCard: View {
    var body: some View {
        Text("Weather")
            .task {
                print("weather task start")
                do {
                    try await Task.sleep(for: .seconds(5))
                    print("weather loaded")
                } catch {
                    print("weather task cancelled")
                }
            }
    }
}

struct HomeView: View {
    @State private var showWeather = true

    var body: some View {
        VStack {
            Button("Toggle weather") { showWeather.toggle() }
            if showWeather {
                WeatherCard()
            }
        }
    }
}

:mount HomeView()
// expect: weather task start
:tap "Toggle weather"
// expect: weather task cancelled
:tap "Toggle weather"
// expect: weather task start
:advance 5s
// expect: weather loaded
