// Tutorial style (high score): a game keeps the round's score in @State and the best score in @AppStorage, saved only when beaten; the best-score label is a separate view that runs only when the stored value changes (rules §15.14, §3.5, §2.7, §12.1)
import SwiftUI

struct BestScoreLabel: View {
    @AppStorage("bestScore") private var best = 0
    var body: some View {
        let _ = Self._printChanges()
        Text("Best: \(best)")
    }
}

struct GameView: View {
    @State private var score = 0
    @AppStorage("bestScore") private var best = 0

    var body: some View {
        let _ = print("GameView body score=\(score)")
        VStack {
            Button("Score 3") { score += 3 }
            Button("End round") {
                if score > best {
                    best = score
                    print("new best \(score)")
                } else {
                    print("no record (\(score) <= \(best))")
                }
                score = 0
            }
        }
    }
}

struct Arcade: View {
    var body: some View {
        VStack {
            GameView()
            BestScoreLabel()
        }
    }
}
:mount Arcade()
// expect: GameView body score=0
// expect: BestScoreLabel: @self, @identity, _best changed.
:tap "Score 3"
// expect: GameView body score=3
:tap "Score 3"
// expect: GameView body score=6
:tap "End round"
// expect: new best 6
// expect: GameView body score=0
// expect: BestScoreLabel: _best changed.
:tap "Score 3"
// expect: GameView body score=3
:tap "End round"
// expect: no record (3 <= 6)
// expect: GameView body score=0
print(UserDefaults.standard.integer(forKey: "bestScore"))
// expect: 6
