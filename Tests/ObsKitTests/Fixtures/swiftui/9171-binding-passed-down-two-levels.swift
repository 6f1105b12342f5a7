// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding (a binding handed from the owner to a child and on to a grandchild)
// Binding: "A binding connects a property to a source of truth stored elsewhere"; the owner passes `$isPlaying`,
// the middle view passes its own `$isPlaying` on, and the grandchild's button writes through both to the owner's
// @State (https://developer.apple.com/documentation/swiftui/state: "Share the state with any subviews that also
// need access, either directly for read-only access, or as a binding for read-write access").
// - A tap in the grandchild runs the owner (it reads the value) and the grandchild (its label reads it).
import SwiftUI

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        let _ = print("play button sees \(isPlaying)")
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct PlayerControls: View {
    @Binding var isPlaying: Bool

    var body: some View {
        HStack {
            Button("Back 15s") { print("skip back") }
            PlayButton(isPlaying: $isPlaying)
        }
    }
}

struct PlayerView: View {
    @State private var isPlaying = false

    var body: some View {
        let _ = print("player sees \(isPlaying)")
        VStack {
            Text(isPlaying ? "Now playing" : "Paused")
            PlayerControls(isPlaying: $isPlaying)
        }
    }
}

:mount PlayerView()
// expect: player sees false
// expect: play button sees false
:tap "Play"
// expect: player sees true
// expect: play button sees true
:tap "Back 15s"
// expect: skip back
:tap "Pause"
// expect: player sees false
// expect: play button sees false
