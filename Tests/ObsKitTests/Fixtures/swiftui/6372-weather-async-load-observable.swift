// Async networking lessons (Sean Allen, Kodeco "async/await in SwiftUI"): an @Observable view model with an idle/loading/loaded/failed state, a simulated service that sleeps, .task on appear, a Refresh button that starts a Task; the second fetch fails (Apple: View.task(priority:_:), Task; SEMANTICS §8 tracking of the state read in body, §11 task on appear; README Task.sleep on the virtual clock)
import SwiftUI

enum LoadState {
    case idle
    case loading
    case loaded(city: String, celsius: Int)
    case failed(String)
}

struct WeatherError: Error {
    let reason: String
}

final class WeatherService {
    private var calls = 0

    func fetch(city: String) async throws -> Int {
        calls += 1
        try await Task.sleep(for: .seconds(1))
        if calls == 2 {
            throw WeatherError(reason: "offline")
        }
        return 18 + calls
    }
}

@Observable
final class WeatherViewModel {
    var state = LoadState.idle
    private let service = WeatherService()

    func load() async {
        state = .loading
        do {
            let celsius = try await service.fetch(city: "Lisbon")
            state = .loaded(city: "Lisbon", celsius: celsius)
        } catch let error as WeatherError {
            state = .failed(error.reason)
        } catch {
            state = .failed("cancelled")
        }
    }
}

struct WeatherView: View {
    @State private var viewModel = WeatherViewModel()

    var body: some View {
        VStack(spacing: 12) {
            switch viewModel.state {
            case .idle:
                let _ = print("showing placeholder")
                Text("Pull to load")
            case .loading:
                let _ = print("showing spinner")
                ProgressView("Loading…")
            case .loaded(let city, let celsius):
                let _ = print("showing \(city) \(celsius)°C")
                Text(city).font(.title)
                Text("\(celsius)°C").font(.largeTitle)
            case .failed(let reason):
                let _ = print("showing error: \(reason)")
                ContentUnavailableView("Unable to load", systemImage: "wifi.slash", description: Text(reason))
            }
            Button("Refresh") {
                Task { await viewModel.load() }
            }
        }
        .task {
            await viewModel.load()
        }
    }
}

:mount WeatherView()
:advance 1500ms
:tap "Refresh"
:advance 1500ms
:tap "Refresh"
:advance 1500ms

// expect: showing placeholder
// expect: showing spinner
// expect: showing Lisbon 19°C
// expect: showing spinner
// expect: showing error: offline
// expect: showing spinner
// expect: showing Lisbon 21°C
