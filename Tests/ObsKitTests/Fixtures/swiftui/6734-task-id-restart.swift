// Follows Apple's `View/task(id:priority:_:)` page
// (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)): "Adds a task to perform before this
// view appears or when a specified value changes ... it also cancels and recreates the task when a specified value
// changes. To detect a change, the modifier tests whether a new value for the id parameter equals the previous value."
// - The fetch for "Oslo" starts with the view, after the body that made it; tapping "Lima" before it finishes
//   cancels it (its sleep throws, so "Oslo finished" never prints) and starts one for "Lima" (Apple, same page;
//   rules §11.3). The cancelled fetch prints nothing: the order of the old task's end and the new one's start is not
//   known (rules §11.3).
// - `:advance` moves the virtual clock; a task that wakes runs, then the view updates (README; rules §10.1).
// - Writing the city it already holds is no change: no body and no new task (rules §3.4, §11.3).
import SwiftUI

struct WeatherPanel: View {
    @State private var city = "Oslo"
    @State private var forecast = "loading"

    var body: some View {
        let _ = print("WeatherPanel body: \(city), \(forecast)")
        VStack {
            Text("\(city): \(forecast)")
            Button("Lima") { city = "Lima" }
            Button("Cairo") { city = "Cairo" }
            Button("Same city") { city = city }
        }
        .task(id: city) {
            let requested = city
            print("fetch \(requested) started")
            do {
                try await Task.sleep(for: .seconds(2))
                print("fetch \(requested) finished")
                forecast = "sunny in \(requested)"
            } catch {
                // Cancelled: a newer city replaced this fetch.
            }
        }
    }
}

:mount WeatherPanel()
// expect: WeatherPanel body: Oslo, loading
// expect: fetch Oslo started
:advance 1s
:tap "Lima"
// expect: WeatherPanel body: Lima, loading
// expect: fetch Lima started
:advance 1s
:advance 1s
// expect: fetch Lima finished
// expect: WeatherPanel body: Lima, sunny in Lima
:tap "Same city"
:advance 2s
:tap "Cairo"
// expect: WeatherPanel body: Cairo, sunny in Lima
// expect: fetch Cairo started
:advance 2s
// expect: fetch Cairo finished
// expect: WeatherPanel body: Cairo, sunny in Cairo
