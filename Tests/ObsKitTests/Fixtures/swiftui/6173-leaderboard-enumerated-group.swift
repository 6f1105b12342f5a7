// A leaderboard: `Group { if … else … }` choosing an empty state or a `ForEach` over
// `Array(ranked.enumerated())` with `id: \.element.id`, ranks computed from a sorted computed property
// (a pattern from many Stack Overflow answers), and actions that change the scores.
// Expected: the empty state appears first (its onAppear); the printed ranking follows the scores.
import SwiftUI

struct Player: Identifiable {
    let id = UUID()
    let name: String
    var score: Int
}

struct Leaderboard: View {
    @State private var players: [Player] = []

    var ranked: [Player] {
        players.sorted { $0.score > $1.score }
    }

    var body: some View {
        List {
            Group {
                if players.isEmpty {
                    Text("No players yet")
                        .onAppear { print("empty state") }
                } else {
                    ForEach(Array(ranked.enumerated()), id: \.element.id) { index, player in
                        HStack {
                            Text("#\(index + 1) \(player.name)")
                            Spacer()
                            Text("\(player.score)")
                        }
                    }
                }
            }
            Section {
                Button("Add players") {
                    players = [Player(name: "Ana", score: 12), Player(name: "Bo", score: 30)]
                }
                Button("Ana scores 25") {
                    if let index = players.firstIndex(where: { $0.name == "Ana" }) {
                        players[index].score += 25
                    }
                }
                Button("Print ranking") {
                    for (index, player) in ranked.enumerated() {
                        print(index + 1, player.name, player.score)
                    }
                }
            }
        }
    }
}

:mount Leaderboard()
:tap "Add players"
:tap "Print ranking"
:tap "Ana scores 25"
:tap "Print ranking"

// expect: empty state
// expect: 1 Bo 30
// expect: 2 Ana 12
// expect: 1 Ana 37
// expect: 2 Bo 30
