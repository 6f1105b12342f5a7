// Apple, "State", https://developer.apple.com/documentation/swiftui/state — PlayerView owns @State isPlaying and gives PlayButton a binding: only the view that reads the value runs again, until the owner reads it too
// The page's PlayerView passes $isPlaying down and never reads it, so a tap re-runs PlayButton alone (rules §3.5,
// §9.3). A second player that also shows the value in a Text runs its own body and the button's once each (§2.8).
import SwiftUI

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        let _ = print("PlayButton body, isPlaying \(isPlaying)")
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct PlayerView: View {
    @State private var isPlaying: Bool = false

    var body: some View {
        let _ = print("PlayerView body")
        VStack {
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

struct PlayerWithStatus: View {
    @State private var isPlaying = false

    var body: some View {
        let _ = print("PlayerWithStatus body")
        VStack {
            Text(isPlaying ? "Now playing" : "Stopped")
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

:mount PlayerView()
// expect: PlayerView body
// expect: PlayButton body, isPlaying false
:tap "Play"
// expect: PlayButton body, isPlaying true
:tap "Pause"
// expect: PlayButton body, isPlaying false
:mount PlayerWithStatus()
// expect: PlayerWithStatus body
// expect: PlayButton body, isPlaying false
:tap "Play"
// expect: PlayerWithStatus body
// expect: PlayButton body, isPlaying true
