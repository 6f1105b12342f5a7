// Kodeco style async loading: an @Observable loader with an enum state, started by .task on appear; the fake request sleeps 1 s on the virtual clock, the view shows a ProgressView until then, and Reload runs the same load from a button's Task; the view reads only the state, so the attempt counter runs nothing (rules §11.3, §8.3, §10.1)
import SwiftUI

enum LoadState: Equatable {
    case idle
    case loading
    case loaded([String])
    case failed(String)
}

@Observable
final class ForecastLoader {
    var state: LoadState = .idle
    var attempts = 0

    func load() async {
        attempts += 1
        state = .loading
        print("loading, attempt \(attempts)")
        do {
            try await Task.sleep(for: .seconds(1))
            if attempts == 1 {
                state = .loaded(["Sun", "Clouds", "Rain"])
            } else {
                state = .failed("Offline")
            }
        } catch {
            print("load cancelled")
        }
    }
}

struct ForecastView: View {
    @State private var loader = ForecastLoader()

    private var summary: String {
        switch loader.state {
        case .idle: return "idle"
        case .loading: return "loading"
        case .loaded(let days): return "\(days.count) days"
        case .failed(let message): return "failed: \(message)"
        }
    }

    var body: some View {
        let _ = print("ForecastView body: \(summary)")
        VStack {
            switch loader.state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let days):
                ForEach(days, id: \.self) { day in
                    Text(day)
                }
            case .failed(let message):
                Text(message)
            }
            Button("Reload") {
                Task { await loader.load() }
            }
        }
        .task { await loader.load() }
    }
}

:mount ForecastView()
// expect: ForecastView body: idle
// expect: loading, attempt 1
// expect: ForecastView body: loading
:advance 1s
// expect: ForecastView body: 3 days
:tap "Reload"
// expect: loading, attempt 2
// expect: ForecastView body: loading
:advance 500ms
:advance 500ms
// expect: ForecastView body: failed: Offline
