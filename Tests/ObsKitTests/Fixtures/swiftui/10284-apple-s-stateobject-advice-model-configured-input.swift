// identity-and-lifetime style: Apple's StateObject advice, a model configured from an input gets a new instance only through a new identity: .id(track) destroys the old PlayerView (its model deinits) and makes a new one whose StateObject closure runs again (rules §1.3, §1.4, §4.2, §4.3, T9)
import SwiftUI

final class PlayerModel: ObservableObject {
    let track: String
    @Published var position = 0

    init(track: String) {
        self.track = track
        print("PlayerModel(\(track)) init")
    }

    deinit { print("PlayerModel(\(track)) deinit") }
}

struct PlayerView: View {
    @StateObject private var model: PlayerModel

    init(track: String) {
        _model = StateObject(wrappedValue: PlayerModel(track: track))
    }

    var body: some View {
        let _ = print("PlayerView body: \(model.track) at \(model.position)")
        Button("Skip ahead") { model.position += 10 }
    }
}

struct PlaylistScreen: View {
    @State private var track = "Intro"

    var body: some View {
        let _ = print("PlaylistScreen body: \(track)")
        VStack {
            Button("Next track") { track = "Outro" }
            PlayerView(track: track)
                .id(track)
        }
    }
}

:mount PlaylistScreen()
// expect: PlaylistScreen body: Intro
// expect: PlayerModel(Intro) init
// expect: PlayerView body: Intro at 0
:tap "Skip ahead"
// expect: PlayerView body: Intro at 10
:tap "Next track"
// expect: PlaylistScreen body: Outro
// expect: PlayerModel(Intro) deinit
// expect: PlayerModel(Outro) init
// expect: PlayerView body: Outro at 0
:tap "Skip ahead"
// expect: PlayerView body: Outro at 10
:unmount
// expect: PlayerModel(Outro) deinit
