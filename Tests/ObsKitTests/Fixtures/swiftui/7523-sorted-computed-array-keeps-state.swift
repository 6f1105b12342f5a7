// Hacking with Swift style: a leaderboard sorted by a computed property, switched with a segmented Picker; rows keep their state when the order changes
// What SwiftUI does: the rows are named by the players' ids (rules §1.2), so a new order moves nodes without
// making or destroying any: each row keeps its @State, and no onAppear/onDisappear runs (rules §11.1). Each row's
// value is the same player as before, so no row body runs (rules §2.7); the parent's body, which reads the sort
// order, runs once per pick (rules §3.5). The Picker's options are tagged with `.tag` (rules §15.5).
// Sources: rules §1.2, §2.7, §3.5, §11.1, §15.5; https://developer.apple.com/documentation/swiftui/picker
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
    let points: Int
}

enum ScoreSort: Hashable {
    case name, points
}

struct PlayerRow: View {
    let player: Player
    @State private var cheers = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("\(player.name) \(player.points) pts, \(cheers) cheers") {
            cheers += 1
        }
        .onAppear { print("appear \(player.name)") }
        .onDisappear { print("disappear \(player.name)") }
    }
}

struct LeaderboardView: View {
    @State private var sort = ScoreSort.name
    private let players = [
        Player(id: 1, name: "Bea", points: 12),
        Player(id: 2, name: "Ari", points: 30),
        Player(id: 3, name: "Cal", points: 21),
    ]

    var sortedPlayers: [Player] {
        switch sort {
        case .name:
            return players.sorted { $0.name < $1.name }
        case .points:
            return players.sorted { $0.points > $1.points }
        }
    }

    var body: some View {
        let _ = print("LeaderboardView body: \(sortedPlayers.map(\.name).joined(separator: ", "))")
        VStack {
            Picker("Sort", selection: $sort) {
                Text("Name").tag(ScoreSort.name)
                Text("Points").tag(ScoreSort.points)
            }
            .pickerStyle(.segmented)
            List {
                ForEach(sortedPlayers) { player in
                    PlayerRow(player: player)
                }
            }
        }
    }
}

:mount LeaderboardView()
// expect: LeaderboardView body: Ari, Bea, Cal
// expect: PlayerRow: @self, @identity, _cheers changed.
// expect: PlayerRow: @self, @identity, _cheers changed.
// expect: PlayerRow: @self, @identity, _cheers changed.
// expect: appear Ari
// expect: appear Bea
// expect: appear Cal
:tap "Bea 12 pts, 0 cheers"
// expect: PlayerRow: _cheers changed.
:pick "Points" in "Sort"
// expect: LeaderboardView body: Ari, Cal, Bea
:tap "Bea 12 pts, 1 cheers"
// expect: PlayerRow: _cheers changed.
:pick "Name" in "Sort"
// expect: LeaderboardView body: Ari, Bea, Cal
