// code review style: the suggested refactor: move the TextField into a small TitleField view with its own @Bindable, so a keystroke re-runs only TitleField and the editor runs only for the play count it reads (rules §8.4, §8.5, §2.5, §2.7)
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

struct TitleField: View {
    @Bindable var episode: Episode

    var body: some View {
        let _ = print("TitleField body: \(episode.title)")
        TextField("Title", text: $episode.title)
    }
}

struct EpisodeEditor: View {
    let episode: Episode

    var body: some View {
        let _ = print("EpisodeEditor body")
        VStack {
            TitleField(episode: episode)
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
// expect: TitleField body: Pilot
// expect: PlayCounter body: 0
:type "ab" into "Title"
// expect: TitleField body: Pilota
// expect: TitleField body: Pilotab
:tap "Play"
// expect: EpisodeEditor body
// expect: PlayCounter body: 1
