// `Self._printChanges()` on a small game screen: what SwiftUI prints on the first run, after a @State change,
// for a child whose input changed, and when nothing prints at all.
// What SwiftUI does (rules §12.1, §12.2): the first run lists `@self, @identity` and every dynamic property by its
// stored name (`_score`...); later runs name the @State that changed. A child without dynamic properties prints
// `@self changed.` when its new value differs (rules §2.7). A @State that the body never read does not run the
// body when written (rules §3.5), and writing a @State's current value does nothing (rules §3.4).
// `_printChanges` is described in Apple's Xcode 15 release notes and WWDC23 "Demystify SwiftUI performance"
// (https://developer.apple.com/videos/play/wwdc2023/10160/).
import SwiftUI

struct ScoreLabel: View {
    let score: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("Score: \(score)")
    }
}

struct GameScreen: View {
    @State private var score = 0
    @State private var player = "Kim"
    @State private var silentTaps = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(player)
            ScoreLabel(score: score)
            Button("Score") { score += 10 }
            Button("Rename") { player = "Lee" }
            Button("Silent") { silentTaps += 1 }
        }
    }
}

:mount GameScreen()
// expect: GameScreen: @self, @identity, _score, _player, _silentTaps changed.
// expect: ScoreLabel: @self changed.
:tap "Score"
// expect: GameScreen: _score changed.
// expect: ScoreLabel: @self changed.
:tap "Rename"
// expect: GameScreen: _player changed.
:tap "Silent"
:tap "Rename"
