// Pitfall on purpose ("Migrating from the Observable Object protocol to the Observable macro" forgets the macro): a plain class in @State; changing its property is no change to SwiftUI, so the score on screen goes stale until something else re-renders; with @Observable the body follows the score (rules §3.7, §8.3, §3.4)
import SwiftUI

final class ScoreKeeper {
    var score = 0
}

@Observable
final class ObservedScoreKeeper {
    var score = 0
}

struct Scoreboard: View {
    @State private var keeper = ScoreKeeper()
    @State private var refreshes = 0

    var body: some View {
        let _ = print("Scoreboard body: \(keeper.score) (refresh \(refreshes))")
        VStack {
            Text("Score \(keeper.score)")
            Button("Add point") {
                keeper.score += 1
                print("score now \(keeper.score)")
            }
            Button("Refresh") { refreshes += 1 }
        }
    }
}

struct FixedScoreboard: View {
    @State private var keeper = ObservedScoreKeeper()

    var body: some View {
        let _ = print("FixedScoreboard body: \(keeper.score)")
        VStack {
            Text("Score \(keeper.score)")
            Button("Add point") {
                keeper.score += 1
                print("score now \(keeper.score)")
            }
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard body: 0 (refresh 0)
:tap "Add point"
// expect: score now 1
:tap "Add point"
// expect: score now 2
:tap "Refresh"
// expect: Scoreboard body: 2 (refresh 1)
:mount FixedScoreboard()
// expect: FixedScoreboard body: 0
:tap "Add point"
// expect: score now 1
// expect: FixedScoreboard body: 1
