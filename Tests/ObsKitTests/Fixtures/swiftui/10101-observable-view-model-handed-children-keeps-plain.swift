// architecture style: an @Observable view model handed to two children: one keeps it in a plain `let` and reads it in its body (tracked, always current), the other copies a property into its own @State in its init (stale: later initial values are ignored); the copying init reads the model in the parent's body, so the parent now depends on it too (rules §8.3, §8.4, §3.2, §2.5, §8.1)
// PITFALL (on purpose): the copied @State shows the old track forever.
import SwiftUI

@Observable
final class PlayerModel {
    var track = "Intro"
    var volume = 5
}

struct NowPlayingLive: View {
    let model: PlayerModel

    var body: some View {
        let _ = print("NowPlayingLive body: \(model.track)")
        Text(model.track)
    }
}

struct NowPlayingCopy: View {
    @State private var track: String

    init(model: PlayerModel) {
        _track = State(initialValue: model.track)
    }

    var body: some View {
        let _ = print("NowPlayingCopy body: \(track)")
        Text(track)
    }
}

struct PlayerScreen: View {
    @State private var model = PlayerModel()

    var body: some View {
        let _ = print("PlayerScreen body")
        VStack {
            NowPlayingLive(model: model)
            NowPlayingCopy(model: model)
            Button("Next track") { model.track = "Chorus" }
            Button("Volume up") { model.volume += 1 }
        }
    }
}

:mount PlayerScreen()
// expect: PlayerScreen body
// expect: NowPlayingLive body: Intro
// expect: NowPlayingCopy body: Intro
:tap "Next track"
// expect: PlayerScreen body
// expect: NowPlayingLive body: Chorus
// expect: NowPlayingCopy body: Intro
:tap "Next track"
:tap "Volume up"
