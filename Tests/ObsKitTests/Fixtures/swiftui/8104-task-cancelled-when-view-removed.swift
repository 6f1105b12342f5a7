// SwiftUI from Apple's documentation: a view's .task is cancelled when the view is removed before the task finishes
// Apple, task(priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)): "Use this modifier to perform
// an asynchronous task with a lifetime that matches that of the modified view. If the task doesn't finish before SwiftUI removes
// the view or the view changes identity, SwiftUI cancels the task." Task.sleep throws CancellationError when cancelled.
import SwiftUI

struct Forecast: View {
    var body: some View {
        Text("Loading forecast")
            .task {
                print("forecast task started")
                do {
                    try await Task.sleep(for: .seconds(5))
                    print("forecast loaded")
                } catch {
                    print("forecast task cancelled")
                }
            }
    }
}

struct WeatherScreen: View {
    @State private var showForecast = true
    var body: some View {
        VStack {
            Button("Hide forecast") { showForecast = false }
            if showForecast {
                Forecast()
            }
        }
    }
}

:mount WeatherScreen()
// expect: forecast task started
:advance 2s
:tap "Hide forecast"
// expect: forecast task cancelled
:advance 10s
