// Beginner tutorial style: a weather screen that loads in `.task` (a fake service that sleeps), with a loading state
// and a Refresh button that loads again.
// What SwiftUI does: `.task` starts when the view appears (rules §11.3), after the first update; its writes before the
// first wait run the body once more in the same turn, and its sleep waits on the virtual clock that `:advance`
// moves (rules §10.1, §15.15). The enum state is read by the body, so each change of case runs it once; a Button's
// action starting a `Task` runs it when the turn ends (rules §10.1, ObsREPL's choice).
import SwiftUI

enum LoadState: Equatable {
    case idle, loading, loaded(String)
}

struct WeatherService {
    func forecast(call: Int) async throws -> String {
        try await Task.sleep(for: .seconds(2))
        return call == 1 ? "Sunny, 21°" : "Cloudy, 18°"
    }
}

struct WeatherView: View {
    @State private var state = LoadState.idle
    @State private var loads = 0
    let service = WeatherService()

    var body: some View {
        let _ = print("state: \(state)")
        VStack {
            switch state {
            case .idle, .loading: ProgressView()
            case .loaded(let text): Text(text)
            }
            Button("Refresh") { Task { await load() } }
                .disabled(state == .loading)
        }
        .task { await load() }
    }

    func load() async {
        loads += 1
        state = .loading
        let text = (try? await service.forecast(call: loads)) ?? "Unavailable"
        state = .loaded(text)
    }
}

:mount WeatherView()
// expect: state: idle
// expect: state: loading
:advance 2s
// expect: state: loaded("Sunny, 21°")
:tap "Refresh"
// expect: state: loading
:advance 1s
:tap "Refresh"
// expect-error: button "Refresh" is disabled
