// Kodeco style: one object, two sibling views: an @Observable score keeper owned by the parent and passed to a header and two panels as a plain let; each tap re-runs the panel that reads the changed score and the header, never the other panel nor the parent (rules §8.3, §8.4, §2.3)
import SwiftUI

@Observable
final class ScoreKeeper {
    var home = 0
    var away = 0
    var teamNames = "Lions vs Bears"
}

struct ScoreHeader: View {
    let keeper: ScoreKeeper

    var body: some View {
        let _ = print("ScoreHeader body: \(keeper.home)-\(keeper.away)")
        Text("\(keeper.teamNames): \(keeper.home)-\(keeper.away)")
    }
}

struct HomePanel: View {
    let keeper: ScoreKeeper

    var body: some View {
        let _ = print("HomePanel body: \(keeper.home)")
        Button("Home +1") { keeper.home += 1 }
    }
}

struct AwayPanel: View {
    let keeper: ScoreKeeper

    var body: some View {
        let _ = print("AwayPanel body: \(keeper.away)")
        Button("Away +1") { keeper.away += 1 }
    }
}

struct Scoreboard: View {
    @State private var keeper = ScoreKeeper()

    var body: some View {
        let _ = print("Scoreboard body")
        VStack {
            ScoreHeader(keeper: keeper)
            HomePanel(keeper: keeper)
            AwayPanel(keeper: keeper)
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard body
// expect: ScoreHeader body: 0-0
// expect: HomePanel body: 0
// expect: AwayPanel body: 0
:tap "Home +1"
// expect: ScoreHeader body: 1-0
// expect: HomePanel body: 1
:tap "Away +1"
// expect: ScoreHeader body: 1-1
// expect: AwayPanel body: 1
:tap "Away +1"
// expect: ScoreHeader body: 1-2
// expect: AwayPanel body: 2
