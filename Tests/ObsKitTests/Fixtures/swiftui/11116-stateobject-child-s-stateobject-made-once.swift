// Apple docs style (StateObject): a child's @StateObject is made once, before its first body, survives parent re-renders and is released at unmount (rules §4.2, §4.3, §2.5, §12)
// Page: https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

final class ScoreKeeper: ObservableObject {
    @Published var points = 0
    init() { print("ScoreKeeper init") }
    deinit { print("ScoreKeeper deinit") }
}

struct ScoreBoard: View {
    @StateObject private var keeper = ScoreKeeper()

    var body: some View {
        let _ = Self._printChanges()
        Button("Points \(keeper.points)") {
            keeper.points += 1
        }
    }
}

struct MatchView: View {
    @State private var round = 1

    var body: some View {
        let _ = print("MatchView round \(round)")
        VStack {
            Button("Next round") { round += 1 }
            ScoreBoard()
        }
    }
}

:mount MatchView()
// expect: MatchView round 1
// expect: ScoreKeeper init
// expect: ScoreBoard: @self, @identity, _keeper changed.
:tap "Points 0"
// expect: ScoreBoard: _keeper changed.
:tap "Next round"
// expect: MatchView round 2
:tap "Points 1"
// expect: ScoreBoard: _keeper changed.
:unmount
// expect: ScoreKeeper deinit
