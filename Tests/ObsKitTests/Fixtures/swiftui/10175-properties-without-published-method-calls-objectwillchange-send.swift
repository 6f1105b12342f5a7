// stack-overflow style (pitfall on purpose): properties without @Published — one method calls objectWillChange.send() before changing its property and the view updates; the other forgets, so its change stays invisible until the next send re-renders the view, which then shows both (rules §6.2, §5.1, §10.1)
import SwiftUI

final class Scoreboard: ObservableObject {
    private(set) var home = 0
    private(set) var away = 0

    func homeScores() {
        objectWillChange.send()
        home += 1
    }

    func awayScoresQuietly() {
        away += 1
    }
}

struct ScoreboardView: View {
    @ObservedObject var board: Scoreboard

    var body: some View {
        let _ = print("ScoreboardView body: \(board.home)-\(board.away)")
        VStack {
            Text("\(board.home) - \(board.away)")
            Button("Home") { board.homeScores() }
            Button("Away") { board.awayScoresQuietly() }
        }
    }
}

let board = Scoreboard()

:mount ScoreboardView(board: board)
// expect: ScoreboardView body: 0-0
:tap "Away"
:tap "Away"
:tap "Home"
// expect: ScoreboardView body: 1-2
board.homeScores()
// expect: ScoreboardView body: 2-2
