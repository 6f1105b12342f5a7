// identity-and-lifetime style: reordering a ForEach with stable ids moves the rows' nodes with their @State; nothing disappears or appears, and rows whose inputs are unchanged don't run their bodies (rules §1.2, §2.6, §2.7, §11.1)
import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
}

struct ScoreRow: View {
    let name: String
    @State private var points = 0

    var body: some View {
        let _ = print("ScoreRow body: \(name) \(points)")
        Button("\(name): \(points)") { points += 1 }
            .onAppear { print("\(name) appeared") }
            .onDisappear { print("\(name) disappeared") }
    }
}

struct Leaderboard: View {
    @State private var players = [
        Player(id: 1, name: "Ann"),
        Player(id: 2, name: "Bo"),
        Player(id: 3, name: "Cal"),
    ]

    var body: some View {
        let _ = print("Leaderboard body: \(players.map(\.name).joined(separator: ", "))")
        VStack {
            Button("Reverse") { players.reverse() }
            ForEach(players) { player in
                ScoreRow(name: player.name)
            }
        }
    }
}

:mount Leaderboard()
// expect: Leaderboard body: Ann, Bo, Cal
// expect: ScoreRow body: Ann 0
// expect: ScoreRow body: Bo 0
// expect: ScoreRow body: Cal 0
// expect: Ann appeared
// expect: Bo appeared
// expect: Cal appeared
:tap "Bo: 0"
// expect: ScoreRow body: Bo 1
:tap "Cal: 0"
// expect: ScoreRow body: Cal 1
:tap "Reverse"
// expect: Leaderboard body: Cal, Bo, Ann
:tap "Cal: 1"
// expect: ScoreRow body: Cal 2
:tap "Reverse"
// expect: Leaderboard body: Ann, Bo, Cal
