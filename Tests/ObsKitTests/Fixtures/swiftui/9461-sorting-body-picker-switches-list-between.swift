// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (sorting in body: a Picker switches the list between name and score order, the ForEach is built from the sorted array, and each row's @State vote count follows its player by id)
// Apple's ForEach page: ForEach "computes views on demand from an underlying collection of identified data". When the
// body hands it the same elements in another order, the ids are the same, so SwiftUI moves the existing rows rather
// than making new ones: each row's @State goes with its player.
import SwiftUI

struct Player: Identifiable {
    let id: String
    let score: Int
}

enum SortOrder: String, CaseIterable, Identifiable {
    case name = "By name"
    case score = "By score"
    var id: Self { self }
}

struct VoteRow: View {
    let player: Player
    @State private var votes = 0
    var body: some View {
        Button("\(player.id) (\(player.score))") {
            votes += 1
            print("\(player.id) votes: \(votes)")
        }
    }
}

struct Leaderboard: View {
    let players = [Player(id: "Zoe", score: 12), Player(id: "Ann", score: 7), Player(id: "Max", score: 30)]
    @State private var order = SortOrder.name

    var body: some View {
        let sorted = order == .name
            ? players.sorted { $0.id < $1.id }
            : players.sorted { $0.score > $1.score }
        List {
            Picker("Sort", selection: $order) {
                ForEach(SortOrder.allCases) { Text($0.rawValue) }
            }
            ForEach(sorted) { player in
                VoteRow(player: player)
            }
        }
        .onChange(of: order) { _, _ in
            print("order: \(sorted.map(\.id))")
        }
    }
}

:mount Leaderboard()
:tap "Ann (7)"
// expect: Ann votes: 1
:tap "Zoe (12)"
// expect: Zoe votes: 1
:tap "Zoe (12)"
// expect: Zoe votes: 2
:pick "By score" in "Sort"
// expect: order: ["Max", "Zoe", "Ann"]
:tap "Zoe (12)"
// expect: Zoe votes: 3
:tap "Ann (7)"
// expect: Ann votes: 2
:tap "Max (30)"
// expect: Max votes: 1
