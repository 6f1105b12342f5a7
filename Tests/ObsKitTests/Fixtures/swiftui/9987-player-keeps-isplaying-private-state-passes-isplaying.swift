// Apple "Managing user interface state" style: a player keeps `isPlaying` as private @State and passes $isPlaying to a PlayButton; the player's body only hands the binding on, so a tap runs the button alone; the variant that also shows a status text reads the state, so each tap runs the player first, then the button (rules §3.5, §9.3, §2.5, §12.1, §12.2)
import SwiftUI

struct Episode {
    let title: String
    let showTitle: String
}

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        let _ = print("PlayButton body: \(isPlaying)")
        Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
    }
}

struct PlayerView: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(episode.title)
            Text(episode.showTitle)
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

struct StatusPlayerView: View {
    let episode: Episode
    @State private var isPlaying = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(episode.title)
            Text(isPlaying ? "Playing" : "Paused")
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

:mount PlayerView(episode: Episode(title: "Episode 12", showTitle: "Data Essentials"))
// expect: PlayerView: @self, @identity, _isPlaying changed.
// expect: PlayButton body: false
:tap "Play"
// expect: PlayButton body: true
:tap "Pause"
// expect: PlayButton body: false
:mount StatusPlayerView(episode: Episode(title: "Episode 12", showTitle: "Data Essentials"))
// expect: StatusPlayerView: @self, @identity, _isPlaying changed.
// expect: PlayButton body: false
:tap "Play"
// expect: StatusPlayerView: _isPlaying changed.
// expect: PlayButton body: true
