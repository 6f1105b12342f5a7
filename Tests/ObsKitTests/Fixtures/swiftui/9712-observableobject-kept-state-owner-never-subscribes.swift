// Hacking with Swift "why @State doesn't work with classes" style, a mistake on purpose: an ObservableObject kept in @State; the owner never subscribes, so a @Published change re-runs only a child that observes the object with @ObservedObject, and the owner shows the new points only when its own @State changes
import SwiftUI

final class ScoreKeeper: ObservableObject {
    @Published var points = 0

    init() { print("ScoreKeeper init") }

    func addPoint() {
        points += 1
        print("points now \(points)")
    }
}

struct PointsBadge: View {
    @ObservedObject var keeper: ScoreKeeper

    var body: some View {
        let _ = print("PointsBadge body: \(keeper.points)")
        Text("Badge: \(keeper.points)")
    }
}

struct ScoreboardView: View {
    @State private var keeper = ScoreKeeper()   // the mistake: should be @StateObject
    @State private var playerName = "Player 1"

    var body: some View {
        let _ = print("ScoreboardView body: \(playerName) has \(keeper.points)")
        VStack {
            Text("\(playerName): \(keeper.points)")
            PointsBadge(keeper: keeper)
            Button("Score") { keeper.addPoint() }
            Button("Switch player") {
                playerName = playerName == "Player 1" ? "Player 2" : "Player 1"
            }
        }
    }
}

:mount ScoreboardView()
// expect: ScoreKeeper init
// expect: ScoreboardView body: Player 1 has 0
// expect: PointsBadge body: 0
:tap "Score"
// expect: points now 1
// expect: PointsBadge body: 1
:tap "Score"
// expect: points now 2
// expect: PointsBadge body: 2
:tap "Switch player"
// expect: ScoreboardView body: Player 2 has 2
