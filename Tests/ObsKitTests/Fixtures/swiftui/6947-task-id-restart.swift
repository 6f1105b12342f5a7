// Q (Stack Overflow style): "How do I reload the forecast when the selected city changes, and cancel the old load?"
// "I start a load in `.task`. When the user taps another city quickly, the old result sometimes overwrites the new."
// Accepted answer: `.task(id: store.city)`. SwiftUI starts the task when the view appears, and whenever the id
// changes (by `!=`) it cancels the running task and starts a new one (rules §11.3). The cancelled task's
// `Task.sleep` throws CancellationError, so its catch runs instead of writing a stale result. Tapping the city that
// is already selected assigns an equal value to an @Observable property, which notifies nobody (rules §8.1, T12):
// no body, no restart. The task reads the city when it starts; reads in a task are not tracked (rules §8.3).
// Source: rules §8.1, §8.3, §11.3; Apple https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
import SwiftUI

@Observable
final class ForecastStore {
    var city = "Oslo"
}

struct ForecastView: View {
    @State private var store = ForecastStore()
    @State private var forecast = "none"

    var body: some View {
        let _ = print("ForecastView body: \(store.city), \(forecast)")
        VStack {
            Text(forecast)
            Button("Oslo") { store.city = "Oslo" }
            Button("Rome") { store.city = "Rome" }
            Button("Lima") { store.city = "Lima" }
        }
        .task(id: store.city) {
            let city = store.city
            do {
                try await Task.sleep(for: .seconds(1))
                forecast = "\(city) sunny"
                print("loaded \(city)")
            } catch {
                print("load of \(city) cancelled")
            }
        }
    }
}

:mount ForecastView()
// expect: ForecastView body: Oslo, none
:advance 1s
// expect: loaded Oslo
// expect: ForecastView body: Oslo, Oslo sunny
:tap "Oslo"
:tap "Rome"
// expect: ForecastView body: Rome, Oslo sunny
:advance 500ms
:tap "Lima"
// expect: ForecastView body: Lima, Oslo sunny
// expect: load of Rome cancelled
:advance 1s
// expect: loaded Lima
// expect: ForecastView body: Lima, Lima sunny
