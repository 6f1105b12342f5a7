// `Self._printChanges()` with an @Observable model in @State: the `@dependencies` token that iOS 17 added.
// What SwiftUI does (rules §12.1, §12.2, §8.3): when a property a body read changes, that body runs and prints
// `@dependencies changed.`; the first run of the owner lists `@self, @identity, _board`, and a child holding the
// model in a plain `let` has no dynamic property, so it prints `@self changed.` on its first run. Each view tracks
// only what its own body read (Apple, "Managing model data in your app":
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app): the score re-runs the parent,
// the venue only the banner. Assigning an equal venue notifies nobody (rules §8.1).
import SwiftUI

@Observable
final class Scoreboard {
    var home = 0
    var away = 0
    var venue = "Main Court"
}

struct VenueBanner: View {
    let board: Scoreboard

    var body: some View {
        let _ = Self._printChanges()
        Text(board.venue)
    }
}

struct ScoreboardView: View {
    @State private var board = Scoreboard()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(board.home) : \(board.away)")
            VenueBanner(board: board)
            Button("Home scores") { board.home += 1 }
            Button("Move venue") { board.venue = "Annex" }
        }
    }
}

:mount ScoreboardView()
// expect: ScoreboardView: @self, @identity, _board changed.
// expect: VenueBanner: @self changed.
:tap "Home scores"
// expect: ScoreboardView: @dependencies changed.
:tap "Move venue"
// expect: VenueBanner: @dependencies changed.
:tap "Move venue"
:tap "Home scores"
// expect: ScoreboardView: @dependencies changed.
