// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (the two-parameter action gets the old and the new play state)
// The page's PlayerView watches `playState` and hands both values to its model:
// `.onChange(of: playState) { oldState, newState in model.playStateDidChange(from: oldState, to: newState) }`.
// - The action runs after each change the button makes, with "The old value that failed the comparison check" and
//   the new one; it does not run when the view first appears (initial is false by default).
import SwiftUI

enum PlayState: String {
    case paused
    case playing
}

final class PlayerModel {
    func playStateDidChange(from oldState: PlayState, to newState: PlayState) {
        print("play state \(oldState.rawValue) -> \(newState.rawValue)")
    }
}

struct Episode {
    let title = "Episode 12"
    let showTitle = "Field Notes"
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
    let model: PlayerModel
    @State private var playState: PlayState = .paused

    var body: some View {
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

:mount PlayerView(episode: Episode(), model: PlayerModel())
:tap "Play"
// expect: play state paused -> playing
:tap "Pause"
// expect: play state playing -> paused
