// Apple documentation style ("State" and "Binding" pages): a PlayButton takes @Binding isPlaying from its player; when the player reads the flag both bodies run per tap, when the owner only hands down $isPlaying only the button runs (rules §9.3, §3.5, §2.5)
import SwiftUI

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        let _ = print("PlayButton body: \(isPlaying)")
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct PlayerView: View {
    let episodeTitle: String
    @State private var isPlaying = false

    var body: some View {
        let _ = print("PlayerView body")
        VStack {
            Text(episodeTitle)
                .foregroundStyle(isPlaying ? .primary : .secondary)
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

struct MiniPlayer: View {
    @State private var isPlaying = false

    var body: some View {
        let _ = print("MiniPlayer body")
        HStack {
            Text("Mini")
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

:mount PlayerView(episodeTitle: "Episode 1")
// expect: PlayerView body
// expect: PlayButton body: false
:tap "Play"
// expect: PlayerView body
// expect: PlayButton body: true
:tap "Pause"
// expect: PlayerView body
// expect: PlayButton body: false
:mount MiniPlayer()
// expect: MiniPlayer body
// expect: PlayButton body: false
:tap "Play"
// expect: PlayButton body: true
:tap "Pause"
// expect: PlayButton body: false
