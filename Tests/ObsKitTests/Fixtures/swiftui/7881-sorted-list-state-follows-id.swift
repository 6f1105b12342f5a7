// Blog post, "Sorting doesn't scramble your rows' state": flipping the sort order re-runs the leaderboard's body
// (it read `ascending`), which hands the ForEach the same ids in another order. Each id keeps its node and its
// @State, wherever it now sits (rules §1.2; Apple `foreach`); the rows' values are equal to their last ones, so no
// row body runs (§2.3, §2.7), and nothing disappears or appears (§11.1: a re-render fires neither).
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
    let score: Int
}

struct PlayerRow: View {
    let player: Player
    @State private var cheered = false

    var body: some View {
        let _ = print("row \(player.name) cheered \(cheered)")
        Button(cheered ? "\(player.name) 🎉" : player.name) { cheered = true }
            .onAppear { print("appear \(player.name)") }
    }
}

struct Leaderboard: View {
    @State private var ascending = false
    let players = [
        Player(id: 1, name: "Ada", score: 30),
        Player(id: 2, name: "Ben", score: 10),
        Player(id: 3, name: "Cy", score: 20),
    ]

    var body: some View {
        let sorted = players.sorted { ascending ? $0.score < $1.score : $0.score > $1.score }
        let _ = print("order:", sorted.map(\.name))
        List(sorted) { player in
            PlayerRow(player: player)
        }
        Button(ascending ? "Highest first" : "Lowest first") { ascending.toggle() }
    }
}

:mount Leaderboard()
// expect: order: ["Ada", "Cy", "Ben"]
// expect: row Ada cheered false
// expect: row Cy cheered false
// expect: row Ben cheered false
// expect: appear Ada
// expect: appear Cy
// expect: appear Ben
:tap "Ben"
// expect: row Ben cheered true
:tap "Lowest first"
// expect: order: ["Ben", "Cy", "Ada"]
:tap "Ben 🎉"
:tap "Cy"
// expect: row Cy cheered true
:tap "Highest first"
// expect: order: ["Ada", "Cy", "Ben"]
