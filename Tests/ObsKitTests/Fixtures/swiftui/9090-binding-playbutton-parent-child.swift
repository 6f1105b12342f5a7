// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding (PlayButton with @Binding isPlaying, PlayerView owning the @State)
// Apple's Binding example: PlayerView owns `isPlaying` and passes `$isPlaying` to PlayButton, which toggles it.
// - "Whenever the user taps the PlayButton, the PlayerView updates its isPlaying state." PlayerView reads the state
//   (foregroundStyle), so its body runs; it builds a PlayButton with a binding whose value changed, and
//   PlayButton's body (which reads it for its title) runs after its parent's.
import SwiftUI

struct Episode {
    let title: String
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
        let _ = Self._printChanges()
        VStack {
            Text(episode.title)
                .foregroundStyle(isPlaying ? .primary : .secondary)
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

:mount PlayerView(episode: Episode(title: "Episode 1"))
// expect: PlayerView: @self, @identity, _isPlaying changed.
// expect: PlayButton body, playing false
:tap "Play"
// expect: PlayerView: _isPlaying changed.
// expect: PlayButton body, playing true
:tap "Pause"
// expect: PlayerView: _isPlaying changed.
// expect: PlayButton body, playing false
