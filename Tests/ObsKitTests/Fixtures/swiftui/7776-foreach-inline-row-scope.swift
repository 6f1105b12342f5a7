// Observation in depth: reads in a ForEach row builder belong to that row, not to the list's body
// A `ForEach` row builder is an attribute of its own: what it reads there is the row's dependency, and a change
// rebuilds the row without the list's body (rules §8.4, §3.5). Adding a player changes the array the body read:
// the body runs, and with it each row's builder (§2.6, ObsREPL's choice: a new ForEach's rows count as changed).
import SwiftUI

@Observable
final class Player: Identifiable {
    let id: Int
    var name: String
    var score = 0

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class League {
    var players = [Player(id: 1, name: "Ines"), Player(id: 2, name: "Omar")]
}

struct LeagueTable: View {
    @State private var league = League()

    var body: some View {
        let _ = print("table body")
        VStack {
            ForEach(league.players) { player in
                let _ = print("row \(player.name): \(player.score)")
                Button("\(player.name) \(player.score)") { player.score += 1 }
            }
            Button("Add Zoe") { league.players.append(Player(id: 3, name: "Zoe")) }
        }
    }
}

:mount LeagueTable()
// expect: table body
// expect: row Ines: 0
// expect: row Omar: 0
:tap "Omar 0"
// expect: row Omar: 1
:tap "Add Zoe"
// expect: table body
// expect: row Ines: 0
// expect: row Omar: 1
// expect: row Zoe: 0
