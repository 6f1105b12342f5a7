// Apple "Managing model data in your app" style: an optional @Observable model in @State, replaced by a new instance; rules §3.7, §8.3, §12.1
import SwiftUI

@Observable
final class Game {
    let round: Int
    var score = 0

    init(round: Int) {
        self.round = round
        print("Game \(round) init")
    }
}

struct Scoreboard: View {
    @State private var game: Game?

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            if let game {
                Text("Round \(game.round): \(game.score)")
            } else {
                Text("No game")
            }
            Button("Score") {
                if let game { game.score += 1 }
            }
            Button("New game") {
                game = Game(round: (game?.round ?? 0) + 1)
            }
        }
    }
}

:mount Scoreboard()
:tap "New game"
:tap "Score"
:tap "New game"
:tap "Score"
:tap "New game"

// expect: Scoreboard: @self, @identity, _game changed.
// expect: Game 1 init
// expect: Scoreboard: _game changed.
// expect: Scoreboard: @dependencies changed.
// expect: Game 2 init
// expect: Scoreboard: _game changed.
// expect: Scoreboard: @dependencies changed.
// expect: Game 3 init
// expect: Scoreboard: _game changed.
