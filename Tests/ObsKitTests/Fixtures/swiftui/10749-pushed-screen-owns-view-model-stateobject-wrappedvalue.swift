// App-organization style: a pushed screen owns its view model with StateObject(wrappedValue:) made in its init; the same id pushed twice makes two models, one per screen; each pop releases only the top screen's model; the root, which reads nothing that changes, never runs again
import SwiftUI

final class EpisodeViewModel: ObservableObject {
    let number: Int
    @Published var isPlaying = false
    init(number: Int) {
        self.number = number
        print("EpisodeViewModel init \(number)")
    }
    deinit { print("EpisodeViewModel deinit \(number)") }
}

struct EpisodeScreen: View {
    @StateObject private var viewModel: EpisodeViewModel

    init(number: Int) {
        _viewModel = StateObject(wrappedValue: EpisodeViewModel(number: number))
    }

    var body: some View {
        let _ = print("EpisodeScreen body: \(viewModel.number) playing=\(viewModel.isPlaying)")
        VStack {
            Button("Play") { viewModel.isPlaying = true }
            NavigationLink("Replay Episode", value: viewModel.number)
        }
    }
}

struct PodcastRoot: View {
    var body: some View {
        let _ = print("PodcastRoot body")
        NavigationStack {
            NavigationLink("Episode 4", value: 4)
                .navigationDestination(for: Int.self) { number in
                    EpisodeScreen(number: number)
                }
        }
    }
}

@main
struct PodcastApp: App {
    var body: some Scene {
        WindowGroup {
            PodcastRoot()
        }
    }
}

:mount PodcastApp()
// expect: PodcastRoot body
:tap "Episode 4"
// expect: EpisodeViewModel init 4
// expect: EpisodeScreen body: 4 playing=false
:tap "Play"
// expect: EpisodeScreen body: 4 playing=true
:tap "Replay Episode"
// expect: EpisodeViewModel init 4
// expect: EpisodeScreen body: 4 playing=false
:back
// expect: EpisodeViewModel deinit 4
:back
// expect: EpisodeViewModel deinit 4
