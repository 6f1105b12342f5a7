// The loading/loaded/failed enum in an ObservableObject view model, started by .task and retried from a button that makes a Task; the first load fails; expected output by the SwiftUI rules (rules §11 .task starts on appear, §10 changes flush after the action or when the task waits, §6 @Published invalidates the owner)
import SwiftUI

enum LoadState: Equatable {
    case idle
    case loading
    case loaded([String])
    case failed(String)
}

@MainActor
final class PodcastFeedModel: ObservableObject {
    @Published var state = LoadState.idle
    private var attempts = 0

    func load() async {
        attempts += 1
        state = .loading
        print("loading, attempt \(attempts)")
        try? await Task.sleep(for: .seconds(2))
        if attempts == 1 {
            state = .failed("Network unavailable")
        } else {
            state = .loaded(["Episode 1", "Episode 2"])
        }
    }
}

struct PodcastFeedView: View {
    @StateObject private var model = PodcastFeedModel()

    private var stateLabel: String {
        switch model.state {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let episodes): "loaded \(episodes.count) episodes"
        case .failed(let message): "failed: \(message)"
        }
    }

    var body: some View {
        let _ = print("body: \(stateLabel)")
        VStack {
            switch model.state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let episodes):
                ForEach(episodes, id: \.self) { episode in
                    Text(episode)
                }
            case .failed(let message):
                Text(message)
                Button("Retry") {
                    Task { await model.load() }
                }
            }
        }
        .task {
            await model.load()
        }
    }
}

:mount PodcastFeedView()
:advance 2s
:tap "Retry"
:advance 2s

// expect: body: idle
// expect: loading, attempt 1
// expect: body: loading
// expect: body: failed: Network unavailable
// expect: loading, attempt 2
// expect: body: loading
// expect: body: loaded 2 episodes
