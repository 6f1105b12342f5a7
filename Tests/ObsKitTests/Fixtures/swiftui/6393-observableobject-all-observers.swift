// Apple, "Monitoring data changes in your app" (ObservableObject passed to subviews as @ObservedObject); rules §4.4, §6.5, §2.8: any @Published change re-runs every observing view, whatever it read
import SwiftUI

final class Scoreboard: ObservableObject {
    @Published var home = 0
    @Published var away = 0
}

struct HomeScore: View {
    @ObservedObject var board: Scoreboard

    var body: some View {
        let _ = print("HomeScore body: \(board.home)")
        Text("Home \(board.home)")
    }
}

struct AwayScore: View {
    @ObservedObject var board: Scoreboard

    var body: some View {
        let _ = print("AwayScore body: \(board.away)")
        Text("Away \(board.away)")
    }
}

struct GameView: View {
    @StateObject private var board = Scoreboard()

    var body: some View {
        let _ = print("GameView body")
        VStack {
            HomeScore(board: board)
            AwayScore(board: board)
            Button("Home scores") { board.home += 1 }
            Button("Away scores") { board.away += 1 }
        }
    }
}

:mount GameView()
:tap "Home scores"
:tap "Away scores"

// expect: GameView body
// expect: HomeScore body: 0
// expect: AwayScore body: 0
// expect: GameView body
// expect: HomeScore body: 1
// expect: AwayScore body: 0
// expect: GameView body
// expect: HomeScore body: 1
// expect: AwayScore body: 1
