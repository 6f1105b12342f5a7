// Forecast: the same load-on-appear pattern with the older API tutorials still teach, own code: a `@MainActor`
// `ObservableObject` with a `@Published` phase enum, owned by `@StateObject`, loaded by `.task`; the fake request
// takes two seconds.
// What SwiftUI does: the `@StateObject` closure runs right before the first body (rules §4.2); the task starts
// after that update (rules §11.3, §10.1) and publishes `.loading` before it first waits, so the body runs again
// (rules §6.3, §10.1). Time moves only with `:advance`: after one second nothing has happened; after the second the
// phase is published and the body runs (rules §10.1, ObsREPL's virtual clock). `:unmount` releases the object
// (rules §4.4).
// Sources: rules §4.2, §4.4, §6.3, §10.1, §11.3; https://developer.apple.com/documentation/swiftui/stateobject
// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

@MainActor
final class ForecastViewModel: ObservableObject {
    enum Phase: Equatable {
        case idle
        case loading
        case loaded(String)
        case failed
    }

    @Published private(set) var phase: Phase = .idle

    init() { print("ForecastViewModel init") }
    deinit { print("ForecastViewModel deinit") }

    func load(city: String) async {
        phase = .loading
        print("fetching forecast for \(city)")
        do {
            try await Task.sleep(for: .seconds(2))
            phase = .loaded("\(city): 18 degrees, cloudy")
        } catch {
            phase = .failed
        }
    }
}

struct ForecastScreen: View {
    let city: String
    @StateObject private var viewModel = ForecastViewModel()

    var body: some View {
        let _ = print("ForecastScreen body: \(describe(viewModel.phase))")
        VStack {
            switch viewModel.phase {
            case .idle, .loading:
                ProgressView()
            case .loaded(let summary):
                Text(summary)
            case .failed:
                Text("No forecast")
            }
        }
        .task {
            await viewModel.load(city: city)
        }
    }

    private func describe(_ phase: ForecastViewModel.Phase) -> String {
        switch phase {
        case .idle: return "idle"
        case .loading: return "loading"
        case .loaded(let summary): return summary
        case .failed: return "failed"
        }
    }
}

:mount ForecastScreen(city: "Oslo")
// expect: ForecastViewModel init
// expect: ForecastScreen body: idle
// expect: fetching forecast for Oslo
// expect: ForecastScreen body: loading
:advance 1s
:advance 1s
// expect: ForecastScreen body: Oslo: 18 degrees, cloudy
:unmount
// expect: ForecastViewModel deinit
