// Swift with Majid style: an optional `@Environment(PlayerModel.self)` for a mini player that may have no model yet
// What SwiftUI does: declared as `PlayerModel?`, the property is nil while no model is set above the view, with no
// crash (rules §14.2). `.environment(_:)` takes an optional object (Apple `view/environment(_:)`); starting the player
// sets one, so the key's value changes and the mini player runs again (rules §14.2), after the screen, whose body
// reads `player` (rules §3.5, §2.8). "Play next" changes a property the mini player read: only it runs again
// (rules §8.3).
// Sources: rules §2.8, §3.5, §8.3, §14.2; https://developer.apple.com/documentation/swiftui/view/environment(_:)
// https://developer.apple.com/documentation/swiftui/environment
import SwiftUI

@Observable
final class PlayerModel {
    var nowPlaying = "Nothing yet"
}

struct MiniPlayer: View {
    @Environment(PlayerModel.self) private var player: PlayerModel?

    var body: some View {
        let _ = print("MiniPlayer body: \(player?.nowPlaying ?? "no player")")
        if let player {
            HStack {
                Text(player.nowPlaying)
                Button("Play next") { player.nowPlaying = "Track 2" }
            }
        } else {
            Text("Player unavailable")
        }
    }
}

struct LibraryScreen: View {
    @State private var player: PlayerModel?

    var body: some View {
        let _ = print("LibraryScreen body: \(player == nil ? "no player" : "player ready")")
        VStack {
            Text("Library")
            MiniPlayer()
            Button("Start player") { player = PlayerModel() }
        }
        .environment(player)
    }
}

:mount LibraryScreen()
// expect: LibraryScreen body: no player
// expect: MiniPlayer body: no player
:tap "Start player"
// expect: LibraryScreen body: player ready
// expect: MiniPlayer body: Nothing yet
:tap "Play next"
// expect: MiniPlayer body: Track 2
