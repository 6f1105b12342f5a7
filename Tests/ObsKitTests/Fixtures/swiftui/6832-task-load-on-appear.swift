// Follows Apple's `task(priority:_:)` page (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)):
// "Adds an asynchronous task to perform before this view appears", with "a lifetime that matches that of the
// modified view". Own code: a forecast screen that fetches once, when it is first shown.
// - @StateObject makes its model right before the view's first body (rules §4.2), so the init prints first.
// - The task starts when the view appears, after the update that inserted it (rules §10.3, §11.3), so the first
//   body comes before the task's first line; the task runs until its first `await` (rules §10.1).
// - `Task.sleep(for:)` suspends the task for the duration (Swift's `Task.sleep(for:tolerance:clock:)` page); on
//   ObsREPL's virtual clock only `:advance` moves time (project README), so one second in, nothing has happened.
// - Setting the @Published property sends objectWillChange, and the body runs once at the next update, after the
//   task's statement (rules §6.3, §0.3, §10.1).
import SwiftUI

struct Forecast {
    let city: String
    let high: Int
}

@MainActor
final class ForecastStore: ObservableObject {
    @Published var forecast: Forecast?

    init() {
        print("ForecastStore init")
    }

    func fetch(city: String) async throws -> Forecast {
        print("fetch \(city) started")
        try await Task.sleep(for: .seconds(2))
        print("fetch \(city) finished")
        return Forecast(city: city, high: 18)
    }
}

struct ForecastView: View {
    @StateObject private var store = ForecastStore()

    var summary: String {
        guard let forecast = store.forecast else { return "no forecast" }
        return "\(forecast.city) \(forecast.high)°"
    }

    var body: some View {
        let _ = print("ForecastView body, \(summary)")
        VStack {
            if let forecast = store.forecast {
                Text("\(forecast.city): \(forecast.high)°")
            } else {
                ProgressView("Loading forecast")
            }
        }
        .task {
            print("task started")
            do {
                store.forecast = try await store.fetch(city: "Oslo")
            } catch {
                print("task cancelled")
            }
        }
    }
}

:mount ForecastView()
// expect: ForecastStore init
// expect: ForecastView body, no forecast
// expect: task started
// expect: fetch Oslo started
:advance 1s
:advance 1s
// expect: fetch Oslo finished
// expect: ForecastView body, Oslo 18°
:advance 5s
