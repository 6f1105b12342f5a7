// Kodeco style (shared model, several observers): every @ObservedObject of one model runs on any change, whatever it reads; a child given a plain Int runs only when that Int differs (rules §2.1, §2.7, §6.5, §12.1, §12.2)
import SwiftUI
import Combine

final class ScoreModel: ObservableObject {
    @Published var home = 0
    @Published var away = 0
}

struct HomeCounter: View {
    @ObservedObject var model: ScoreModel

    var body: some View {
        let _ = Self._printChanges()
        Button("Home \(model.home)") { model.home += 1 }
    }
}

struct AwayCounter: View {
    @ObservedObject var model: ScoreModel

    var body: some View {
        let _ = Self._printChanges()
        Button("Away \(model.away)") { model.away += 1 }
    }
}

struct HomeBadge: View {
    let score: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("Home has \(score)")
    }
}

struct Scoreboard: View {
    @StateObject private var model = ScoreModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            HomeCounter(model: model)
            AwayCounter(model: model)
            HomeBadge(score: model.home)
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard: @self, @identity, _model changed.
// expect: HomeCounter: @self, @identity, _model changed.
// expect: AwayCounter: @self, @identity, _model changed.
// expect: HomeBadge: @self changed.
:tap "Away 0"
// expect: Scoreboard: _model changed.
// expect: HomeCounter: _model changed.
// expect: AwayCounter: _model changed.
:tap "Home 0"
// expect: Scoreboard: _model changed.
// expect: HomeCounter: _model changed.
// expect: AwayCounter: _model changed.
// expect: HomeBadge: @self changed.
