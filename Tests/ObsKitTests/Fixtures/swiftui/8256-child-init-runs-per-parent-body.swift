// SwiftUI from Apple's documentation: a child view's value is made again, running its init, each time the parent's body runs
// Apple, Managing user interface state (https://developer.apple.com/documentation/swiftui/managing-user-interface-state):
// "When the user selects a different episode in the parent, SwiftUI detects the state change and recreates the
// PlayerView with a new input."
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "if the name input to
// MyInitializableView changes, SwiftUI reruns the view's initializer with the new value."
import SwiftUI

struct Episode {
    var title: String
}

struct PlayerView: View {
    let episode: Episode
    init(episode: Episode) {
        self.episode = episode
        print("PlayerView init \(episode.title)")
    }
    var body: some View { Text(episode.title) }
}

struct Show: View {
    @State private var episode = Episode(title: "Pilot")
    var body: some View {
        VStack {
            Button("Episode 2") { episode = Episode(title: "Second") }
            Button("Episode 3") { episode = Episode(title: "Third") }
            PlayerView(episode: episode)
        }
    }
}

:mount Show()
:tap "Episode 2"
:tap "Episode 3"
// expect: PlayerView init Pilot
// expect: PlayerView init Second
// expect: PlayerView init Third
