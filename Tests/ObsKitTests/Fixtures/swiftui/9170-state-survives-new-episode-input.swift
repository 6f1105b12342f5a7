// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-user-interface-state (a constant input replaced by the parent, the view's own @State kept)
// The article's PlayerView takes `let episode: Episode` and keeps `@State private var isPlaying`. "When the user
// selects a different episode in the parent, SwiftUI detects the state change and recreates the PlayerView with the
// new input." The player keeps its identity, so its state (playing) survives the new episode.
// - The play button gets a binding to the state
//   (https://developer.apple.com/documentation/swiftui/binding: "a button that toggles between play and pause").
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
    let episode: Episode
    @State private var isPlaying: Bool = false

    var body: some View {
        let _ = print("player: \(episode.title), \(isPlaying ? "playing" : "paused")")
        VStack {
            Text(episode.title)
            Text(episode.showTitle)
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

struct ShowView: View {
    @State private var current = Episode(title: "Pilot", showTitle: "Night Radio")

    var body: some View {
        VStack {
            PlayerView(episode: current)
            Button("Next Episode") {
                current = Episode(title: "Second Night", showTitle: "Night Radio")
            }
        }
    }
}

:mount ShowView()
// expect: player: Pilot, paused
:tap "Play"
// expect: player: Pilot, playing
:tap "Next Episode"
// expect: player: Second Night, playing
:tap "Pause"
// expect: player: Second Night, paused
