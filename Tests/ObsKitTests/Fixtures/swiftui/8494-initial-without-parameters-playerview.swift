// SwiftUI from Apple's documentation: onChange(of:initial:_:) without parameters (the PlayerView example)
// Source: developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:): "You can use onChange to
// trigger a side effect as the result of a value changing, such as an Environment key or a Binding." The
// example: .onChange(of: playState) { model.playStateDidChange(state: playState) }, with a PlayButton child
// that writes playState through a Binding. The closure reads the value it now has. Setting playState to the
// value it already holds is not a change, so the action does not run.
import SwiftUI

struct Episode {
    let title: String
    let showTitle: String
}

enum PlayState {
    case playing, paused
}

final class PlayerModel {
    func playStateDidChange(state: PlayState) {
        print("model sees \(state)")
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
    @State private var playState: PlayState = .paused
    let model = PlayerModel()

    var body: some View {
        VStack {
            Text(episode.title)
            Text(episode.showTitle)
            PlayButton(playState: $playState)
            Button("Stop all") { playState = .paused }
        }
        .onChange(of: playState) {
            model.playStateDidChange(state: playState)
        }
    }
}

:mount PlayerView(episode: Episode(title: "Forms", showTitle: "SwiftUI Weekly"))
:tap "Play"
:tap "Stop all"
:tap "Stop all"
:tap "Play"

// expect: model sees playing
// expect: model sees paused
// expect: model sees playing
