// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding (PlayerView owns `@State private var isPlaying` and passes $isPlaying to PlayButton's @Binding; the button's toggle changes the parent's state, which the parent's Text shows)
import SwiftUI

struct Episode {
    let title: String
    let showTitle: String
}

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct PlayerView: View {
    var episode: Episode
    @State private var isPlaying: Bool = false

    var body: some View {
        VStack {
            Text(episode.title)
                .foregroundStyle(isPlaying ? .primary : .secondary)
            Text(episode.showTitle)
            PlayButton(isPlaying: $isPlaying)
        }
        .onChange(of: isPlaying) { _, playing in
            print("\(episode.title) is \(playing ? "playing" : "paused")")
        }
    }
}

:mount PlayerView(episode: Episode(title: "Episode 1", showTitle: "The Show"))
:tap "Play"
:tap "Pause"
// expect: Episode 1 is playing
// expect: Episode 1 is paused
