// code review style: "why does my whole editor re-run on every keystroke?" (the version under review: the TextField's binding is made in the editor's body)
// PITFALL (on purpose): making `$episode.title` reads `title` in EpisodeEditor's body, so each keystroke re-runs the editor; PlayCounter gets the same Int and skips its body, EpisodeScreen never runs (rules §8.5, §9.2, §2.1, §2.7)
import SwiftUI
import Observation

@Observable
final class Episode {
    var title = "Pilot"
    var playCount = 0
}

struct PlayCounter: View {
    let playCount: Int

    var body: some View {
        let _ = print("PlayCounter body: \(playCount)")
        Text("Played \(playCount)x")
    }
}

struct EpisodeEditor: View {
    @Bindable var episode: Episode

    var body: some View {
        let _ = print("EpisodeEditor body")
        VStack {
            TextField("Title", text: $episode.title)
            PlayCounter(playCount: episode.playCount)
            Button("Play") { episode.playCount += 1 }
        }
    }
}

struct EpisodeScreen: View {
    @State private var episode = Episode()

    var body: some View {
        let _ = print("EpisodeScreen body")
        EpisodeEditor(episode: episode)
    }
}

:mount EpisodeScreen()
// expect: EpisodeScreen body
// expect: EpisodeEditor body
// expect: PlayCounter body: 0
:type "ab" into "Title"
// expect: EpisodeEditor body
// expect: EpisodeEditor body
:tap "Play"
// expect: EpisodeEditor body
// expect: PlayCounter body: 1
