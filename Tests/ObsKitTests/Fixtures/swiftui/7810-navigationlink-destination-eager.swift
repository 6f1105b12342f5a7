// Navigation in apps: a team roster written the pre-iOS 16 way, NavigationLink with its destination view inline.
// NavigationLink(destination:) builds the destination struct in the body that makes the link, for every row, before any
// tap; its @StateObject and body wait for the push (rules §14.3, §4.1, §4.2). A pop destroys the node and releases its
// model (rules §1.4); the next push makes a new one.
import SwiftUI

final class StatsModel: ObservableObject {
    @Published var games = 0
    init() { print("StatsModel init") }
    deinit { print("StatsModel deinit") }
}

struct PlayerDetail: View {
    let name: String
    @StateObject private var stats = StatsModel()

    init(name: String) {
        self.name = name
        print("PlayerDetail init \(name)")
    }

    var body: some View {
        let _ = print("PlayerDetail body \(name)")
        Text("\(name): \(stats.games) games")
    }
}

struct Roster: View {
    let players = ["Ada", "Grace", "Linus"]

    var body: some View {
        NavigationStack {
            List(players, id: \.self) { player in
                NavigationLink(player) {
                    PlayerDetail(name: player)
                }
            }
            .navigationTitle("Roster")
        }
    }
}

:mount Roster()
// expect: PlayerDetail init Ada
// expect: PlayerDetail init Grace
// expect: PlayerDetail init Linus
:tap "Grace"
// expect: StatsModel init
// expect: PlayerDetail body Grace
:back
// expect: StatsModel deinit
:tap "Ada"
// expect: StatsModel init
// expect: PlayerDetail body Ada
