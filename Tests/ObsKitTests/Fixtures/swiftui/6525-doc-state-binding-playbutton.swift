// Apple docs `State` / `Binding` style (PlayerView and PlayButton): a @Binding child toggles its parent's @State; which bodies run depends on who reads the value.
// Apple's `binding` page: PlayButton's binding writes PlayerView's @State, "a two-way connection". PlayerView reads
// isPlaying in its body (the title's style), so a tap re-runs PlayerView, then PlayButton (parent first, rules
// §2.8). QuietPlayer only passes $isPlaying on: making a binding is not a read, so only the child that read the
// binding runs (rules §3.5, §9.3, T3). A second :mount replaces the first root.
import SwiftUI

struct Episode {
    let title: String
    let showTitle: String
}

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        let _ = print("PlayButton body, playing \(isPlaying)")
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct PlayerView: View {
    var episode: Episode
    @State private var isPlaying: Bool = false

    var body: some View {
        let _ = print("PlayerView body, playing \(isPlaying)")
        VStack {
            Text(episode.title)
                .foregroundStyle(isPlaying ? .primary : .secondary)
            Text(episode.showTitle)
                .font(.caption)
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

struct QuietPlayer: View {
    @State private var isPlaying = false

    var body: some View {
        let _ = print("QuietPlayer body")
        VStack {
            Text("Now playing")
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

:mount PlayerView(episode: Episode(title: "Some Episode", showTitle: "Great Show"))
// expect: PlayerView body, playing false
// expect: PlayButton body, playing false
:tap "Play"
// expect: PlayerView body, playing true
// expect: PlayButton body, playing true
:tap "Pause"
// expect: PlayerView body, playing false
// expect: PlayButton body, playing false
:mount QuietPlayer()
// expect: QuietPlayer body
// expect: PlayButton body, playing false
:tap "Play"
// expect: PlayButton body, playing true
:tap "Pause"
// expect: PlayButton body, playing false
