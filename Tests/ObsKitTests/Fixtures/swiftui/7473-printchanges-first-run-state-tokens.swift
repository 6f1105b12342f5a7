// Hacking with Swift-style "How to find out why a view was redrawn": `Self._printChanges()` on a scoreboard, its first run, one token per changed @State, and an equal write that prints nothing
// What SwiftUI does: the first body of a view with dynamic properties prints `@self, @identity` and every
// property by its stored name (`_home, _away`); a view with none prints `@self changed.` (rules §12.2). Later
// runs name only the @State fields that changed, in declaration order (rules §12.1); one action that sets both
// gives one body (rules §10.1). A child whose `text` differs runs with `@self`, an equal one doesn't run
// (rules §2.7). Writing the value a @State already holds does nothing (rules §3.4).
// Sources: rules §2.7, §3.4, §10.1, §12.1, §12.2.
import SwiftUI

struct ScoreLabel: View {
    let text: String

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("ScoreLabel body: \(text)")
        Text(text)
    }
}

struct Scoreboard: View {
    @State private var home = 0
    @State private var away = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ScoreLabel(text: "Home \(home)")
            ScoreLabel(text: "Away \(away)")
            Button("Home +1") { home += 1 }
            Button("Away +1") { away += 1 }
            Button("Reset") {
                home = 0
                away = 0
            }
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard: @self, @identity, _home, _away changed.
// expect: ScoreLabel: @self changed.
// expect: ScoreLabel body: Home 0
// expect: ScoreLabel: @self changed.
// expect: ScoreLabel body: Away 0
:tap "Home +1"
// expect: Scoreboard: _home changed.
// expect: ScoreLabel: @self changed.
// expect: ScoreLabel body: Home 1
:tap "Away +1"
// expect: Scoreboard: _away changed.
// expect: ScoreLabel: @self changed.
// expect: ScoreLabel body: Away 1
:tap "Reset"
// expect: Scoreboard: _home, _away changed.
// expect: ScoreLabel: @self changed.
// expect: ScoreLabel body: Home 0
// expect: ScoreLabel: @self changed.
// expect: ScoreLabel body: Away 0
:tap "Reset"
