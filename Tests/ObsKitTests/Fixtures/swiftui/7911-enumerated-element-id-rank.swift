// The fix for offset ids: `ForEach(Array(players.enumerated()), id: \.element.id)` keys rows by the player while
// still giving each row its rank. Deleting Ann removes her id: her node dies (onDisappear, §1.4, §11.1). Bob and
// Cid keep their nodes and their @State (§1.2), but their ranks changed, so their values differ and their bodies
// run (§2.7): Bob, now #1, is still the MVP. onDelete's offsets are offsets in the enumerated array (§15.2).
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
}

struct RankRow: View {
    let rank: Int
    let player: Player
    @State private var mvp = false

    var body: some View {
        let _ = print("row #\(rank) \(player.name) mvp \(mvp)")
        Button("#\(rank) \(player.name)\(mvp ? " MVP" : "")") { mvp.toggle() }
            .onDisappear { print("disappear \(player.name)") }
    }
}

struct Rankings: View {
    @State private var players = [Player(id: 1, name: "Ann"), Player(id: 2, name: "Bob"), Player(id: 3, name: "Cid")]

    var body: some View {
        List {
            ForEach(Array(players.enumerated()), id: \.element.id) { index, player in
                RankRow(rank: index + 1, player: player)
            }
            .onDelete { players.remove(atOffsets: $0) }
        }
    }
}

:mount Rankings()
// expect: row #1 Ann mvp false
// expect: row #2 Bob mvp false
// expect: row #3 Cid mvp false
:tap "#2 Bob"
// expect: row #2 Bob mvp true
:delete "#1 Ann"
// expect: row #1 Bob mvp true
// expect: row #2 Cid mvp false
// expect: disappear Ann
