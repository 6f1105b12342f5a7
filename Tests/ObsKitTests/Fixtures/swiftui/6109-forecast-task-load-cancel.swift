// Loading with .task and a phase enum in an @Observable loader (the "loading/loaded/failed" pattern),
// under a Toggle that removes the view.
// Expected: the task starts when the view appears and finishes after its sleep; removing the view after
// that does nothing; a view shown again is a new node with a new loader and a new task; removing it
// while it sleeps cancels the task, so the sleep throws (rules §1.4, §11.3; Apple: task(priority:_:)
// "SwiftUI will automatically cancel the task at some point after the view disappears").
import SwiftUI

struct Forecast {
    var city: String
    var high: Int
}

@Observable
final class ForecastLoader {
    enum Phase {
        case idle, loading, loaded(Forecast), failed(String)
    }

    var phase = Phase.idle

    func load(city: String) async {
        phase = .loading
        print("loading \(city)")
        do {
            try await Task.sleep(for: .seconds(1))
            phase = .loaded(Forecast(city: city, high: 21))
            print("loaded \(city)")
        } catch {
            print("cancelled \(city)")
        }
    }
}

struct ForecastView: View {
    @State private var loader = ForecastLoader()
    let city: String

    var body: some View {
        VStack {
            switch loader.phase {
            case .idle, .loading:
                ProgressView("Loading…")
            case .loaded(let forecast):
                Text("\(forecast.city): \(forecast.high)°")
            case .failed(let message):
                Text(message)
            }
        }
        .task {
            await loader.load(city: city)
        }
    }
}

struct ForecastScreen: View {
    @State private var showForecast = true

    var body: some View {
        VStack {
            Toggle("Show forecast", isOn: $showForecast)
            if showForecast {
                ForecastView(city: "Lisbon")
            }
        }
    }
}

:mount ForecastScreen()
:advance 1s
:toggle "Show forecast"
:toggle "Show forecast"
:advance 500ms
:toggle "Show forecast"

// expect: loading Lisbon
// expect: loaded Lisbon
// expect: loading Lisbon
// expect: cancelled Lisbon
