// Observation in depth style: one @Observable scoreboard read by three child views; a change re-runs only the view whose last body read the changed property, and an equal assignment re-runs nothing (rules §8.1, §8.3, §3.7)
import SwiftUI

@Observable
final class Scoreboard {
    var home = 0
    var away = 0
    var venue = "Riverside"
}

struct HomeScore: View {
    let board: Scoreboard

    var body: some View {
        let _ = print("HomeScore body: \(board.home)")
        Text("Home \(board.home)")
    }
}

struct AwayScore: View {
    let board: Scoreboard

    var body: some View {
        let _ = print("AwayScore body: \(board.away)")
        Text("Away \(board.away)")
    }
}

struct VenueLabel: View {
    let board: Scoreboard

    var body: some View {
        let _ = print("VenueLabel body: \(board.venue)")
        Text(board.venue)
    }
}

struct MatchScreen: View {
    @State private var board = Scoreboard()

    var body: some View {
        let _ = print("MatchScreen body")
        VStack {
            HomeScore(board: board)
            AwayScore(board: board)
            VenueLabel(board: board)
            Button("Goal home") { board.home += 1 }
            Button("Goal away") { board.away += 1 }
            Button("Move venue") { board.venue = "Hillside" }
        }
    }
}

:mount MatchScreen()
// expect: MatchScreen body
// expect: HomeScore body: 0
// expect: AwayScore body: 0
// expect: VenueLabel body: Riverside
:tap "Goal home"
// expect: HomeScore body: 1
:tap "Goal away"
// expect: AwayScore body: 1
:tap "Goal home"
// expect: HomeScore body: 2
:tap "Move venue"
// expect: VenueLabel body: Hillside
:tap "Move venue"
