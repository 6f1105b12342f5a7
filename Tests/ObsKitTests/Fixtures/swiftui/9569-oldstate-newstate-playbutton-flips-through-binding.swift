// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (PlayerView watches its @State playState with onChange(of:) { oldState, newState in }; PlayButton flips it through a @Binding)
// Apple's onChange page: PlayerView holds `@State private var playState: PlayState = .paused`, passes
// `$playState` to a PlayButton, and calls `model.playStateDidChange(from: oldState, to: newState)` in
// `.onChange(of: playState) { oldState, newState in ... }`. The page claims:
// - The action runs when the value changes, with the old value that "failed the comparison check" and
//   the new one; not at first appearance (initial is false by default).
// - onChange(of:) reads the value in the body, so PlayerView's body runs again for each change
//   (`_playState changed.`), and the action runs after that body.
import SwiftUI

enum PlayState {
    case playing, paused
}

struct Episode {
    var title: String
    var showTitle: String
}

final class PlayerModel {
    func playStateDidChange(from oldState: PlayState, to newState: PlayState) {
        print("playStateDidChange from \(oldState) to \(newState)")
    }
}

let model = PlayerModel()

struct PlayButton: View {
    @Binding var playState: PlayState

    var body: some View {
        Button(playState == .playing ? "Pause" : "Play") {
            playState = playState == .playing ? .paused : .playing
        }
    }
}

struct PlayerView: View {
    var episode: Episode
    @State private var playState: PlayState = .paused

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(episode.title)
            Text(episode.showTitle)
            PlayButton(playState: $playState)
        }
        .onChange(of: playState) { oldState, newState in
            model.playStateDidChange(from: oldState, to: newState)
        }
    }
}

:mount PlayerView(episode: Episode(title: "Some Episode", showTitle: "Great Show"))
// expect: PlayerView: @self, @identity, _playState changed.
:tap "Play"
// expect: PlayerView: _playState changed.
// expect: playStateDidChange from paused to playing
:tap "Pause"
// expect: PlayerView: _playState changed.
// expect: playStateDidChange from playing to paused
