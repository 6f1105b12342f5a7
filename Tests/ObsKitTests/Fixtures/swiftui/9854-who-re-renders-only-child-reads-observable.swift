// Swift Forums style: "who re-renders when only a child reads an @Observable property?": the play count is read only in PlayCounter, the title only in the screen; each change runs just the body that read it, and _printChanges says @dependencies (rules §8.3, §8.4, §12.1, §12.2, §2.5)
import SwiftUI
import Observation

@Observable
final class Episode {
    var title = "Pilot"
    var playCount = 0
}

struct PlayCounter: View {
    let episode: Episode

    var body: some View {
        let _ = Self._printChanges()
        Text("Played \(episode.playCount)x")
    }
}

struct EpisodeScreen: View {
    @State private var episode = Episode()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(episode.title)
            PlayCounter(episode: episode)
            Button("Play") { episode.playCount += 1 }
            Button("Rename") { episode.title = "Pilot (remastered)" }
        }
    }
}

:mount EpisodeScreen()
// expect: EpisodeScreen: @self, @identity, _episode changed.
// expect: PlayCounter: @self changed.
:tap "Play"
// expect: PlayCounter: @dependencies changed.
:tap "Rename"
// expect: EpisodeScreen: @dependencies changed.
:tap "Play"
// expect: PlayCounter: @dependencies changed.
:tap "Rename"
