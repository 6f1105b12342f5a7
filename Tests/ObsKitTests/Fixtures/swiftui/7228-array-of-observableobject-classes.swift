// "My list doesn't update when I change a player's score": a league view model with `@Published var players:
// [Player]` where `Player` is itself an ObservableObject class, and the usual answer, rows holding each player as
// `@ObservedObject`.
// What SwiftUI does: the array holds references; changing `players[0].score` changes the object, not the array, so
// `players` does not publish and the league's body does not run (rules §0.2, §6.1; the same point as rules §3.7 for
// reference types). Each row observes its own player (rules §5.1), so the row updates, even when the change is made
// from the parent's button. The parent's total stays stale until the array itself changes; then the parent runs, the
// existing rows get equal values (same references, rules §2.5) and skip their bodies, and the new row runs (rules §1.2).
// Sources: rules §0.2, §1.2, §2.5, §2.7, §5.1, §6.1; https://developer.apple.com/documentation/swiftui/observedobject
import SwiftUI
import Combine

final class Player: ObservableObject, Identifiable {
    let id: Int
    let name: String
    @Published var score = 0

    init(id: Int, name: String) {
        self.id = id
        self.name = name
        print("Player init \(name)")
    }
}

final class LeagueViewModel: ObservableObject {
    @Published var players = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Ben")]

    var totalScore: Int { players.reduce(0) { $0 + $1.score } }
}

struct PlayerRow: View {
    @ObservedObject var player: Player

    var body: some View {
        let _ = print("PlayerRow body: \(player.name) \(player.score)")
        HStack {
            Text("\(player.name): \(player.score)")
            Button("+1 \(player.name)") { player.score += 1 }
        }
    }
}

struct LeagueView: View {
    @StateObject private var league = LeagueViewModel()

    var body: some View {
        let _ = print("LeagueView body: total \(league.totalScore)")
        List {
            Text("Total \(league.totalScore)")
            ForEach(league.players) { player in
                PlayerRow(player: player)
            }
            Button("Ana scores (from parent)") {
                league.players[0].score += 1
                print("Ana now has \(league.players[0].score)")
            }
            Button("Add player") {
                league.players.append(Player(id: 3, name: "Cy"))
            }
        }
    }
}

:mount LeagueView()
// expect: Player init Ana
// expect: Player init Ben
// expect: LeagueView body: total 0
// expect: PlayerRow body: Ana 0
// expect: PlayerRow body: Ben 0
:tap "+1 Ben"
// expect: PlayerRow body: Ben 1
:tap "Ana scores (from parent)"
// expect: Ana now has 1
// expect: PlayerRow body: Ana 1
:tap "Add player"
// expect: Player init Cy
// expect: LeagueView body: total 2
// expect: PlayerRow body: Cy 0
