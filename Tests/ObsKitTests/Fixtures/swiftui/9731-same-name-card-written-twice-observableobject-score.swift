// Apple "Migrating from the Observable Object protocol to the Observable macro" style: the same name card written twice; with ObservableObject a score change runs the owner and the card that shows only the name, with @Observable a score change nobody reads runs nothing and a rename runs only the card (rules §6.5, §8.3, §4.4)
import SwiftUI

final class LegacyPlayer: ObservableObject {
    @Published var name = "Ana"
    @Published var score = 0
}

@Observable
final class Player {
    var name = "Ana"
    var score = 0
}

struct LegacyNameCard: View {
    @ObservedObject var player: LegacyPlayer

    var body: some View {
        let _ = print("LegacyNameCard body: \(player.name)")
        Text(player.name)
    }
}

struct NameCard: View {
    var player: Player

    var body: some View {
        let _ = print("NameCard body: \(player.name)")
        Text(player.name)
    }
}

struct ScoreScreen: View {
    @StateObject private var legacy = LegacyPlayer()
    @State private var player = Player()

    var body: some View {
        let _ = print("ScoreScreen body")
        VStack {
            LegacyNameCard(player: legacy)
            NameCard(player: player)
            Button("Legacy point") { legacy.score += 1 }
            Button("Point") { player.score += 1 }
            Button("Rename both") {
                legacy.name = "Bo"
                player.name = "Bo"
            }
        }
    }
}

:mount ScoreScreen()
// expect: ScoreScreen body
// expect: LegacyNameCard body: Ana
// expect: NameCard body: Ana
:tap "Legacy point"
// expect: ScoreScreen body
// expect: LegacyNameCard body: Ana
:tap "Point"
:tap "Rename both"
// expect: ScoreScreen body
// expect: LegacyNameCard body: Bo
// expect: NameCard body: Bo
