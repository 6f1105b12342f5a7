// Two copies of a plain-data Equatable ScoreBadge whose == ignores a refresh stamp: the bare one is compared bit by bit and re-runs on every stamp change, the one wrapped in EquatableView is compared with == and skips; expected output by the SwiftUI rules (rules §2 "POD view ⇒ bitwise, even if Equatable"; ".equatable() forces =="; Apple: EquatableView "prevents its child updating if its new value is the same as its old value")
import SwiftUI

struct ScoreBadge: View, Equatable {
    let isHome: Bool
    let score: Int
    let updatedAt: Int

    static func == (lhs: ScoreBadge, rhs: ScoreBadge) -> Bool {
        lhs.isHome == rhs.isHome && lhs.score == rhs.score
    }

    var body: some View {
        let _ = print("\(isHome ? "home" : "away") badge: \(score)")
        Text("\(isHome ? "Home" : "Away") \(score)")
    }
}

struct ScoreboardView: View {
    @State private var home = 0
    @State private var away = 0
    @State private var stamp = 0

    var body: some View {
        let _ = print("scoreboard body, stamp \(stamp)")
        VStack {
            ScoreBadge(isHome: true, score: home, updatedAt: stamp)
            EquatableView(content: ScoreBadge(isHome: false, score: away, updatedAt: stamp))
            Button("Refresh") { stamp += 1 }
            Button("Home scores") {
                home += 1
                stamp += 1
            }
            Button("Away scores") {
                away += 1
                stamp += 1
            }
        }
    }
}

:mount ScoreboardView()
:tap "Refresh"
:tap "Away scores"
:tap "Home scores"

// expect: scoreboard body, stamp 0
// expect: home badge: 0
// expect: away badge: 0
// expect: scoreboard body, stamp 1
// expect: home badge: 0
// expect: scoreboard body, stamp 2
// expect: home badge: 0
// expect: away badge: 1
// expect: scoreboard body, stamp 3
// expect: home badge: 1
