// stack-overflow style: `.onChange(of: player.volume)` on a published value (iOS 17 two-parameter form) — the body runs first, then the action with the old and new value; an equal assignment still publishes and re-runs the body (no equality check in @Published), but onChange compares and stays quiet (rules §6.3, §11.1, T12)
import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var volume = 5
}

struct PlayerView: View {
    @StateObject private var player = PlayerModel()

    var body: some View {
        let _ = print("PlayerView body: \(player.volume)")
        VStack {
            Text("Volume \(player.volume)")
            Button("Louder") { player.volume += 1 }
            Button("Same") { player.volume = player.volume }
        }
        .onChange(of: player.volume) { oldValue, newValue in
            print("volume \(oldValue) -> \(newValue)")
        }
    }
}

:mount PlayerView()
// expect: PlayerView body: 5
:tap "Louder"
// expect: PlayerView body: 6
// expect: volume 5 -> 6
:tap "Same"
// expect: PlayerView body: 6
:tap "Louder"
// expect: PlayerView body: 7
// expect: volume 6 -> 7
