// Tutorial style (an app-wide @Observable library in the environment): the App owns the model in @State and injects it; the episodes screen loads it in .task and on pull to refresh, a second load while one runs is skipped (rules §15.16, §14.2, §8.1, §8.3, §12.1, §15.10)
import SwiftUI
import Observation

@main
struct PodcastApp: App {
    @State private var library = PodcastLibrary()

    var body: some Scene {
        WindowGroup {
            EpisodesView()
                .environment(library)
        }
    }
}

@MainActor
@Observable
final class PodcastLibrary {
    var episodes: [String] = []
    var isLoading = false
    private var page = 0

    init() { print("PodcastLibrary init") }

    func load() async {
        guard !isLoading else {
            print("load skipped: already loading")
            return
        }
        isLoading = true
        page += 1
        let current = page
        print("loading episodes page \(current)")
        try? await Task.sleep(for: .seconds(1))
        episodes.append(contentsOf: ["Ep \(current)a", "Ep \(current)b"])
        isLoading = false
        print("episodes: \(episodes)")
    }
}

struct EpisodesView: View {
    @Environment(PodcastLibrary.self) private var library

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            List(library.episodes, id: \.self) { episode in
                Text(episode)
            }
            .overlay {
                if library.isLoading && library.episodes.isEmpty {
                    ProgressView()
                }
            }
            .refreshable { await library.load() }
            .navigationTitle("Episodes")
        }
        .task { await library.load() }
    }
}

:mount PodcastApp()
// expect: PodcastLibrary init
// expect: EpisodesView: @self, @identity, _library changed.
// expect: loading episodes page 1
// expect: EpisodesView: @dependencies changed.
:refresh
// expect: load skipped: already loading
:advance 1s
// expect: episodes: ["Ep 1a", "Ep 1b"]
// expect: EpisodesView: @dependencies changed.
:refresh
// expect: loading episodes page 2
// expect: EpisodesView: @dependencies changed.
:advance 1s
// expect: episodes: ["Ep 1a", "Ep 1b", "Ep 2a", "Ep 2b"]
// expect: EpisodesView: @dependencies changed.
