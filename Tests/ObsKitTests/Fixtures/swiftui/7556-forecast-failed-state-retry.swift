// Hacking with Swift-style "handling errors while loading": a flaky mock service fails once, the view model moves to
// `.failed`, and a "Try again" button shown only in that state loads again
// What SwiftUI does: the first body shows `.idle`; the `.task` starts after the update and, with a `@MainActor`
// service that never suspends, runs to its end in that turn, so the next body sees `.failed` (rules §10.1, §11.3).
// "Try again" lives in the `.failed` branch; its `Task` starts when the tap's turn ends and succeeds, and the body
// runs once more with `.loaded`, which removes the button (rules §1.1). Tapping it again is then an error: it is no
// longer on screen (the corpus README's `no visible button` message). The `.task` does not run again: the screen
// never disappeared (rules §11.3).
// Sources: rules §1.1, §8.3, §10.1, §11.3; Apple `View/task(priority:_:)`
// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

enum WeatherError: Error {
    case offline
}

@MainActor
protocol WeatherService {
    func forecast(for city: String) async throws -> String
}

@MainActor
final class FlakyWeatherService: WeatherService {
    private var attempts = 0

    func forecast(for city: String) async throws -> String {
        attempts += 1
        print("FlakyWeatherService attempt \(attempts) for \(city)")
        if attempts == 1 {
            throw WeatherError.offline
        }
        return "Sunny, 21°"
    }
}

@MainActor
@Observable
final class ForecastViewModel {
    enum State {
        case idle
        case loading
        case loaded(String)
        case failed(String)
    }

    var state: State = .idle
    let city: String
    private let service: any WeatherService

    init(city: String, service: any WeatherService) {
        self.city = city
        self.service = service
    }

    var summary: String {
        switch state {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let text): "loaded \(text)"
        case .failed(let message): "failed: \(message)"
        }
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await service.forecast(for: city))
        } catch {
            print("load failed: \(error)")
            state = .failed("Could not load the forecast")
        }
    }
}

struct ForecastScreen: View {
    @State private var viewModel: ForecastViewModel

    init(city: String, service: any WeatherService) {
        _viewModel = State(wrappedValue: ForecastViewModel(city: city, service: service))
    }

    var body: some View {
        let _ = print("ForecastScreen body: \(viewModel.summary)")
        VStack {
            Text(viewModel.city)
            switch viewModel.state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let forecast):
                Text(forecast)
            case .failed(let message):
                Text(message)
                Button("Try again") {
                    Task { await viewModel.load() }
                }
            }
        }
        .task {
            await viewModel.load()
        }
    }
}

:mount ForecastScreen(city: "Lisbon", service: FlakyWeatherService())
// expect: ForecastScreen body: idle
// expect: FlakyWeatherService attempt 1 for Lisbon
// expect: load failed: offline
// expect: ForecastScreen body: failed: Could not load the forecast
:tap "Try again"
// expect: FlakyWeatherService attempt 2 for Lisbon
// expect: ForecastScreen body: loaded Sunny, 21°
:tap "Try again"
// expect-error: no visible button labelled "Try again"
