// Apple tutorial style (counter store): @Observable store with an @ObservationIgnored field, views that read different properties, Self._printChanges() for environment-read models (rules §8.1, §8.3, §12.1, §12.2)
import SwiftUI
import Observation

@Observable
final class ScoreBoard {
    var home = 0
    var away = 0
    @ObservationIgnored var taps = 0
}

struct HomeScore: View {
    @Environment(ScoreBoard.self) private var board
    var body: some View {
        let _ = Self._printChanges()
        Button("Home \(board.home)") {
            board.home += 1
            board.taps += 1
        }
    }
}

struct AwayScore: View {
    @Environment(ScoreBoard.self) private var board
    var body: some View {
        let _ = Self._printChanges()
        Button("Away \(board.away)") {
            board.away += 1
            board.taps += 1
        }
    }
}

struct ScoreView: View {
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            HomeScore()
            AwayScore()
        }
    }
}

let board = ScoreBoard()
:mount ScoreView().environment(board)
// expect: ScoreView: @self changed.
// expect: HomeScore: @self, @identity, _board changed.
// expect: AwayScore: @self, @identity, _board changed.
:tap "Home 0"
// expect: HomeScore: @dependencies changed.
:tap "Away 0"
// expect: AwayScore: @dependencies changed.
board.taps = 10
print(board.taps, board.home, board.away)
// expect: 10 1 1
