// SwiftUI from Apple's documentation: Binding — https://developer.apple.com/documentation/swiftui/binding (PlayerView passes $isPlaying to PlayButton: the button changes the parent's @State, the source of truth)
import SwiftUI

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct PlayerView: View {
    var episode = "Episode 1"
    @State private var isPlaying: Bool = false

    var body: some View {
        VStack {
            Text(episode)
            PlayButton(isPlaying: $isPlaying)
        }
        .onChange(of: isPlaying) { oldValue, newValue in
            print("PlayerView.isPlaying \(oldValue) -> \(newValue)")
        }
    }
}

:mount PlayerView()
:tap "Play"
:tap "Pause"
// expect: PlayerView.isPlaying false -> true
// expect: PlayerView.isPlaying true -> false
