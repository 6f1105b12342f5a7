// Fatbobman style: @State takes its initial value only once, at install — yet the initial expression runs at every init of the view, so an @Observable class in @State is built and thrown away at each parent render, while the installed one keeps its state (rules §3.1, §3.2, §3.3, §2.5)
import SwiftUI

@Observable
final class PlayerModel {
    static var made = 0
    let serial: Int
    var volume = 5

    init() {
        PlayerModel.made += 1
        serial = PlayerModel.made
        print("PlayerModel #\(serial) init")
    }

    deinit { print("PlayerModel #\(serial) deinit") }
}

struct PlayerControls: View {
    @State private var player = PlayerModel()

    var body: some View {
        let _ = print("PlayerControls body: #\(player.serial) volume \(player.volume)")
        Button("Louder") { player.volume += 1 }
    }
}

struct NowPlaying: View {
    @State private var track = 1

    var body: some View {
        VStack {
            Text("Track \(track)")
            Button("Next track") { track += 1 }
            PlayerControls()
        }
    }
}

:mount NowPlaying()
// expect: PlayerModel #1 init
// expect: PlayerControls body: #1 volume 5
:tap "Louder"
// expect: PlayerControls body: #1 volume 6
:tap "Next track"
// expect: PlayerModel #2 init
// expect: PlayerControls body: #1 volume 6
:tap "Next track"
// expect: PlayerModel #3 init
// expect: PlayerModel #2 deinit
// expect: PlayerControls body: #1 volume 6
:tap "Louder"
// expect: PlayerControls body: #1 volume 7
