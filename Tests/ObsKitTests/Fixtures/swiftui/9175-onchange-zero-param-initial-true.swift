// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (the zero-parameter action with initial: true)
// The page's example: `.onChange(of: playState, initial: true) { model.playStateDidChange(state: playState) }`.
// - `initial`: "Whether the action should be run when this view initially appears", so the action runs once after
//   the first body, reading the current state.
// - Afterwards it runs after each update that saw a new value; the closure reads the state, which already holds it.
import SwiftUI

enum PlayState: String {
    case paused
    case playing
}

final class PlayerModel {
    func playStateDidChange(state: PlayState) {
        print("model sees \(state.rawValue)")
    }
}

struct PlayerView: View {
    let model: PlayerModel
    @State private var playState: PlayState = .paused

    var body: some View {
        let _ = print("player body: \(playState.rawValue)")
        VStack {
            Text(playState == .playing ? "Playing" : "Paused")
            Button("Toggle playback") {
                playState = playState == .playing ? .paused : .playing
            }
        }
        .onChange(of: playState, initial: true) {
            model.playStateDidChange(state: playState)
        }
    }
}

:mount PlayerView(model: PlayerModel())
// expect: player body: paused
// expect: model sees paused
:tap "Toggle playback"
// expect: player body: playing
// expect: model sees playing
