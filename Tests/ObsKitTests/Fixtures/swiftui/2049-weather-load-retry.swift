// Issue 13 (A), loading with an error state: an enum LoadState (loading, loaded, failed) in an @Observable
// model, an async load that fails the first time, ContentUnavailableView with a "Try Again" button (its
// `actions:` builder), and a `.task` that loads on appear.
// Expected: the first load fails after 1 s of virtual time, the retry succeeds after another second; the
// body prints the state it shows each time. LoadState has an associated value, so it isn't Equatable: the
// task's `state = .loading` at the start notifies even though the state already is `.loading` (the
// macro's equality check needs Equatable, rules §8; checked with Swift 6.3.1), and the body runs twice in
// the mount turn.
import SwiftUI

struct LoadError: Error {}

@Observable
final class ForecastModel {
    enum LoadState {
        case loading
        case loaded(String)
        case failed
    }

    var state = LoadState.loading
    private var attempts = 0

    func load() async {
        state = .loading
        attempts += 1
        do {
            try await Task.sleep(for: .seconds(1))
            if attempts == 1 { throw LoadError() }
            state = .loaded("Sunny, 24°")
        } catch {
            state = .failed
        }
    }
}

struct ForecastView: View {
    @State private var model = ForecastModel()

    var body: some View {
        VStack {
            switch model.state {
            case .loading:
                let _ = print("showing: loading")
                ProgressView()
            case .loaded(let summary):
                let _ = print("showing:", summary)
                Text(summary)
            case .failed:
                let _ = print("showing: error")
                ContentUnavailableView {
                    Label("No Forecast", systemImage: "cloud.slash")
                } description: {
                    Text("Check your connection.")
                } actions: {
                    Button("Try Again") {
                        Task { await model.load() }
                    }
                }
            }
        }
        .task {
            await model.load()
        }
    }
}

:mount ForecastView()
:advance 1s
:tap "Try Again"
:advance 1s

// expect: showing: loading
// expect: showing: loading
// expect: showing: error
// expect: showing: loading
// expect: showing: Sunny, 24°
