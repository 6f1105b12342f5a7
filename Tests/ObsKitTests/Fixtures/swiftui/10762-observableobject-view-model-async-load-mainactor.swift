// Tutorial style (ObservableObject view model with async load): a @MainActor view model's phase enum drives the body; the first load fails, a Retry button starts a Task, and the model deinits at unmount (rules §4.2, §6.3, §10.1, §11.3, §12.1, §1.4)
import SwiftUI

enum WeatherError: Error {
    case offline
}

@MainActor
final class WeatherViewModel: ObservableObject {
    enum Phase {
        case idle
        case loading
        case loaded(Int)
        case failed(String)
    }

    @Published private(set) var phase: Phase = .idle
    private var attempts = 0

    init() { print("WeatherViewModel init") }
    deinit { print("WeatherViewModel deinit") }

    func load() async {
        attempts += 1
        print("load attempt \(attempts)")
        phase = .loading
        do {
            try await Task.sleep(for: .seconds(2))
            if attempts == 1 { throw WeatherError.offline }
            phase = .loaded(21)
            print("weather loaded")
        } catch {
            print("load failed: \(error)")
            phase = .failed("You appear to be offline.")
        }
    }
}

struct WeatherView: View {
    @StateObject private var viewModel = WeatherViewModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 12) {
            switch viewModel.phase {
            case .idle:
                Color.clear
            case .loading:
                ProgressView()
            case .loaded(let temperature):
                Text("\(temperature)°C")
                    .font(.largeTitle)
            case .failed(let message):
                Text(message)
                Button("Retry") {
                    Task { await viewModel.load() }
                }
            }
        }
        .task { await viewModel.load() }
    }
}

:mount WeatherView()
// expect: WeatherViewModel init
// expect: WeatherView: @self, @identity, _viewModel changed.
// expect: load attempt 1
// expect: WeatherView: _viewModel changed.
:advance 1s
:advance 1s
// expect: load failed: offline
// expect: WeatherView: _viewModel changed.
:tap "Retry"
// expect: load attempt 2
// expect: WeatherView: _viewModel changed.
:advance 2s
// expect: weather loaded
// expect: WeatherView: _viewModel changed.
:unmount
// expect: WeatherViewModel deinit
