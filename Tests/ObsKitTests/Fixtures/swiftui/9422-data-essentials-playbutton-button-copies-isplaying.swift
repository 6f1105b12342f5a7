// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2020/10040/ (Data Essentials' PlayButton: a button that copies `isPlaying` into its own @State makes a second source of truth that the player never sees; a @Binding to the player's state keeps one)
// "Data Essentials in SwiftUI" (WWDC20) builds a PlayerView that owns `@State private var isPlaying` and a PlayButton
// that must change it. If the button keeps its own @State, there are two sources of truth: the button's copy
// changes, the player's does not, and they disagree. Declaring `@Binding var isPlaying` in the button gives it a
// reference to the player's state instead, so a tap changes the one value and the player's body runs.
// - Copying button: "Play" flips only the button's copy; the player's body does not run; "Stop" in the player
//   runs the player's body, which still says paused, and the button's copy stays "playing".
// - Binding button: "Play" changes the player's state; its body runs.
import SwiftUI

struct CopyingPlayButton: View {
    @State private var isPlaying: Bool

    init(isPlaying: Bool) {
        _isPlaying = State(initialValue: isPlaying)
    }

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
            print("button's copy: \(isPlaying ? "playing" : "paused")")
        }
    }
}

struct CopyingPlayerView: View {
    @State private var isPlaying = false
    @State private var stops = 0

    var body: some View {
        let _ = print("player body: \(isPlaying ? "playing" : "paused"), \(stops) stops")
        VStack {
            Text("Episode 12")
            CopyingPlayButton(isPlaying: isPlaying)
            Button("Stop") {
                isPlaying = false
                stops += 1
            }
        }
    }
}

struct BindingPlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct BindingPlayerView: View {
    @State private var isPlaying = false

    var body: some View {
        let _ = print("player body: \(isPlaying ? "playing" : "paused")")
        VStack {
            Text("Episode 12")
            BindingPlayButton(isPlaying: $isPlaying)
        }
    }
}

:mount CopyingPlayerView()
// expect: player body: paused, 0 stops
:tap "Play"
// expect: button's copy: playing
:tap "Stop"
// expect: player body: paused, 1 stops
:tap "Pause"
// expect: button's copy: paused
:mount BindingPlayerView()
// expect: player body: paused
:tap "Play"
// expect: player body: playing
:tap "Pause"
// expect: player body: paused
