// Analytics hooked on state changes at the screen level, as posts on "side effects in SwiftUI" show: a player screen
// owns an @Observable `Player` and logs track changes with `onChange(of:)` (old and new value) and playback with
// `onChange(of:initial: true)`, while two child views show the state.
// What SwiftUI does: the values given to `onChange` are read in the screen's body, so the screen depends on both
// properties and runs when either changes (rules §8.3). The actions run after the update in which the value changed,
// after the bodies (rules §10.3); the two-parameter form gets the old and the new value, and `initial: true` also runs
// it once when the view first appears (Apple `view/onchange(of:initial:_:)`). Each child runs only for the property it
// read; the screen's render hands them the same reference, equal (rules §2.3, §8.3).
// Sources: rules §2.3, §8.3, §10.3; https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

@Observable
final class Player {
    var trackIndex = 0
    var isPlaying = false
}

struct NowPlaying: View {
    let player: Player

    var body: some View {
        let _ = print("NowPlaying body: track \(player.trackIndex)")
        Text("Track \(player.trackIndex + 1)")
    }
}

struct PlaybackControls: View {
    let player: Player

    var body: some View {
        let _ = print("PlaybackControls body: playing \(player.isPlaying)")
        HStack {
            Button(player.isPlaying ? "Pause" : "Play") { player.isPlaying.toggle() }
            Button("Next") { player.trackIndex += 1 }
        }
    }
}

struct PlayerScreen: View {
    @State private var player = Player()

    var body: some View {
        let _ = print("PlayerScreen body")
        VStack {
            NowPlaying(player: player)
            PlaybackControls(player: player)
        }
        .onChange(of: player.trackIndex) { oldValue, newValue in
            print("analytics: track \(oldValue) -> \(newValue)")
        }
        .onChange(of: player.isPlaying, initial: true) {
            print("analytics: playing \(player.isPlaying)")
        }
    }
}

:mount PlayerScreen()
// expect: PlayerScreen body
// expect: NowPlaying body: track 0
// expect: PlaybackControls body: playing false
// expect: analytics: playing false
:tap "Play"
// expect: PlayerScreen body
// expect: PlaybackControls body: playing true
// expect: analytics: playing true
:tap "Next"
// expect: PlayerScreen body
// expect: NowPlaying body: track 1
// expect: analytics: track 0 -> 1
:tap "Next"
// expect: PlayerScreen body
// expect: NowPlaying body: track 2
// expect: analytics: track 1 -> 2
:tap "Pause"
// expect: PlayerScreen body
// expect: PlaybackControls body: playing false
// expect: analytics: playing false
