// Apple, "Migrating from the Observable Object protocol to the Observable macro" (views track only the properties their body reads); rules §8.3, §12.1, §12.2
import SwiftUI

@Observable
final class Scoreboard {
    var home = 0
    var away = 0
}

struct HomeScore: View {
    let board: Scoreboard

    var body: some View {
        let _ = Self._printChanges()
        Text("Home \(board.home)")
    }
}

struct AwayScore: View {
    let board: Scoreboard

    var body: some View {
        let _ = Self._printChanges()
        Text("Away \(board.away)")
    }
}

struct GameView: View {
    @State private var board = Scoreboard()

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
:tap "Away scores"

// expect: GameView body
// expect: HomeScore: @self changed.
// expect: AwayScore: @self changed.
// expect: HomeScore: @dependencies changed.
// expect: AwayScore: @dependencies changed.
// expect: AwayScore: @dependencies changed.
