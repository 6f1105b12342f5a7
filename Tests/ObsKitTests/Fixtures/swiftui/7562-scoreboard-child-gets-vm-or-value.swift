// Swift with Majid-style "pass the view model or pass the value?": one child receives the @Observable view model and
// reads it itself, a sibling receives a plain Int that the parent reads for it
// What SwiftUI does: reads are tracked per body (rules §8.3, §8.4). `HomeScoreRow` reads `home` in its own body, so
// a home goal runs only that child (`@dependencies`), not the parent. For `AwayScoreLabel(score: viewModel.away)` the
// parent's body is the reader, so an away goal runs the parent, which hands the label a new Int: a plain-data value
// compared by bytes differs, `@self` (rules §2.1, §2.7); the row gets the same object again, compared by identity,
// and is skipped (rules §2.3). When one action changes both, each view runs once, parent first (rules §2.8, §10.1).
// Views without dynamic properties print `@self changed.` on their first run, with no `@identity` (rules §12.2).
// Sources: rules §2.1, §2.3, §2.7, §2.8, §8.3, §8.4, §10.1, §12.1, §12.2; Apple "Managing model data in your app"
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

@MainActor
@Observable
final class ScoreboardViewModel {
    var home = 0
    var away = 0

    init() {
        print("ScoreboardViewModel init")
    }
}

struct HomeScoreRow: View {
    let viewModel: ScoreboardViewModel

    var body: some View {
        let _ = Self._printChanges()
        Text("Home \(viewModel.home)")
    }
}

struct AwayScoreLabel: View {
    let score: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("Away \(score)")
    }
}

struct ScoreboardScreen: View {
    @State private var viewModel = ScoreboardViewModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            HomeScoreRow(viewModel: viewModel)
            AwayScoreLabel(score: viewModel.away)
            Button("Home goal") { viewModel.home += 1 }
            Button("Away goal") { viewModel.away += 1 }
            Button("Both score") {
                viewModel.home += 1
                viewModel.away += 1
            }
        }
    }
}

:mount ScoreboardScreen()
// expect: ScoreboardViewModel init
// expect: ScoreboardScreen: @self, @identity, _viewModel changed.
// expect: HomeScoreRow: @self changed.
// expect: AwayScoreLabel: @self changed.
:tap "Home goal"
// expect: HomeScoreRow: @dependencies changed.
:tap "Away goal"
// expect: ScoreboardScreen: @dependencies changed.
// expect: AwayScoreLabel: @self changed.
:tap "Both score"
// expect: ScoreboardScreen: @dependencies changed.
// expect: HomeScoreRow: @dependencies changed.
// expect: AwayScoreLabel: @self changed.
