// Observation in depth style: replacing the @Observable model held in @State (game = Game(...)); the owner's body read the State, so it re-runs, the child gets the new object; the first model stays alive because the root view value still holds it as its @State initial value, a later one deinits when the child's value lets go of it (rules §3.2, §3.3, §3.4, §5.3, §1.4)
import SwiftUI

@Observable
final class Game {
    let round: Int
    var score = 0

    init(round: Int) {
        self.round = round
        print("Game init: round \(round)")
    }

    deinit { print("Game deinit: round \(round)") }
}

struct ScoreLine: View {
    let game: Game

    var body: some View {
        let _ = print("ScoreLine body: round \(game.round), score \(game.score)")
        Text("\(game.score)")
    }
}

struct Arcade: View {
    @State private var game = Game(round: 1)

    var body: some View {
        let _ = print("Arcade body")
        VStack {
            ScoreLine(game: game)
            Button("Point") { game.score += 1 }
            Button("New game") { game = Game(round: game.round + 1) }
        }
    }
}

:mount Arcade()
// expect: Game init: round 1
// expect: Arcade body
// expect: ScoreLine body: round 1, score 0
:tap "Point"
// expect: ScoreLine body: round 1, score 1
:tap "New game"
// expect: Game init: round 2
// expect: Arcade body
// expect: ScoreLine body: round 2, score 0
:tap "New game"
// expect: Game init: round 3
// expect: Arcade body
// expect: Game deinit: round 2
// expect: ScoreLine body: round 3, score 0
:unmount
// expect: Game deinit: round 3
// expect: Game deinit: round 1
