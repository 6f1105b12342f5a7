// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (onChange(of:initial:) telling a model each play-state change)
// Apple's onChange(of:initial:_:) page: the example's PlayerView calls `model.playStateDidChange(from: oldState, to:
// newState)`; `initial`: "Whether the action should be run when this view initially appears"; oldValue is "The old
// value that failed the comparison check (or the initial value when requested)". So at appearance the model is told
// paused -> paused, then each tap of the play button one transition.
// - Mount; Play; Pause; Play.
import SwiftUI

enum PlayState {
    case playing, paused

    var name: String { self == .playing ? "playing" : "paused" }
}

struct Episode {
    let title: String
    let showTitle: String
}

final class PlayerModel {
    func playStateDidChange(from oldState: PlayState, to newState: PlayState) {
        print("model: \(oldState.name) -> \(newState.name)")
    }
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
    var episode: Episode
    let model = PlayerModel()
    @State private var playState: PlayState = .paused

    var body: some View {
        VStack {
            Text(episode.title)
            Text(episode.showTitle)
            PlayButton(playState: $playState)
        }
        .onChange(of: playState, initial: true) { oldState, newState in
            model.playStateDidChange(from: oldState, to: newState)
        }
    }
}

:mount PlayerView(episode: Episode(title: "Pilot", showTitle: "The Show"))
// expect: model: paused -> paused
:tap "Play"
// expect: model: paused -> playing
:tap "Pause"
// expect: model: playing -> paused
:tap "Play"
// expect: model: paused -> playing
