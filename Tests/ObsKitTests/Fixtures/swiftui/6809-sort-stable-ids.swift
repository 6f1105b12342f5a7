// Follows Apple's `ForEach.init(_:content:)` page for Identifiable data
// (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)): views are identified "across updates
// based on the identity of the underlying data". Own code: a leaderboard sorted by name or by score, with a Follow
// button in each row.
// - Sorting changes only the order: each player keeps their id, so each row keeps its node and @State (rules §1.2).
//   Rows keep equal values (the row holds the player, which did not change), so no row body runs; only the parent's
//   (rules §2.7, §3.5).
// - Choosing the order that is already chosen writes an equal value: nothing runs (rules §3.4).
// - At mount the three rows print the same line, so the order of their first bodies (not specified) does not show;
//   later each tap changes one row.
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
    let score: Int
}

struct PlayerRow: View {
    let player: Player
    @State private var following = false

    var body: some View {
        let _ = print("PlayerRow body, following \(following)")
        Button("\(following ? "Unfollow" : "Follow") \(player.name)") {
            following.toggle()
        }
    }
}

struct Leaderboard: View {
    private let players = [
        Player(id: 1, name: "Ava", score: 12),
        Player(id: 2, name: "Ben", score: 30),
        Player(id: 3, name: "Cleo", score: 21),
    ]
    @State private var byScore = false

    var sortedPlayers: [Player] {
        byScore ? players.sorted { $0.score > $1.score } : players.sorted { $0.name < $1.name }
    }

    var body: some View {
        let _ = print("Leaderboard (\(byScore ? "by score" : "by name")): \(sortedPlayers.map { "\($0.name) \($0.score)" }.joined(separator: ", "))")
        List {
            ForEach(sortedPlayers) { player in
                PlayerRow(player: player)
            }
            Button("Sort by score") {
                byScore = true
            }
            Button("Sort by name") {
                byScore = false
            }
        }
    }
}

:mount Leaderboard()
// expect: Leaderboard (by name): Ava 12, Ben 30, Cleo 21
// expect: PlayerRow body, following false
// expect: PlayerRow body, following false
// expect: PlayerRow body, following false
:tap "Follow Cleo"
// expect: PlayerRow body, following true
:tap "Sort by score"
// expect: Leaderboard (by score): Ben 30, Cleo 21, Ava 12
:tap "Sort by score"
:tap "Unfollow Cleo"
// expect: PlayerRow body, following false
:tap "Follow Ava"
// expect: PlayerRow body, following true
:tap "Sort by name"
// expect: Leaderboard (by name): Ava 12, Ben 30, Cleo 21
:tap "Unfollow Ava"
// expect: PlayerRow body, following false
