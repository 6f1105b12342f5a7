// Style: blog post on debugging re-renders. `Self._printChanges()` on a view that reads an @Observable model from the environment: its first run
// lists `@self, @identity` and every dynamic property, the `@Environment` one included (rules §12.2, ObsREPL's choice); later runs caused by a
// property it read say `@dependencies changed.` (rules §12.1, §8.3). The owner holds the model in @State, passes it with `.environment(_:)` and
// reads none of its properties in its body (the button reads only in its action, untracked, rules §8.3), so it never runs again.
import SwiftUI

@Observable
final class Game {
    var score = 0
    var level = 1
}

struct ScoreLabel: View {
    @Environment(Game.self) private var game

    var body: some View {
        let _ = Self._printChanges()
        Text("Score: \(game.score)")
    }
}

struct GameScreen: View {
    @State private var game = Game()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ScoreLabel()
            Button("Score") { game.score += 10 }
            Button("Level up") { game.level += 1 }
        }
        .environment(game)
    }
}

:mount GameScreen()
// expect: GameScreen: @self, @identity, _game changed.
// expect: ScoreLabel: @self, @identity, _game changed.
:tap "Score"
// expect: ScoreLabel: @dependencies changed.
:tap "Level up"
:tap "Score"
// expect: ScoreLabel: @dependencies changed.
