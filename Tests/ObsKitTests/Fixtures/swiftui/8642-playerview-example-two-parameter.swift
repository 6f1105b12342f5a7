// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (the PlayerView example: the two-parameter action receives the old value that failed the comparison and the new value, once per change)
import SwiftUI

enum PlayState {
    case playing
    case paused
}

struct PlayButton: View {
    @Binding var playState: PlayState

    var body: some View {
        Button(playState == .playing ? "Pause" : "Play") {
            playState = playState == .playing ? .paused : .playing
        }
    }
}

struct PlayerView: View {
    var episodeTitle: String
    @State private var playState: PlayState = .paused

    var body: some View {
        VStack {
            Text(episodeTitle)
            PlayButton(playState: $playState)
        }
        .onChange(of: playState) { oldState, newState in
            print("play state changed from \(oldState) to \(newState)")
        }
    }
}

:mount PlayerView(episodeTitle: "Episode 1")
:tap "Play"
:tap "Pause"
// expect: play state changed from paused to playing
// expect: play state changed from playing to paused
