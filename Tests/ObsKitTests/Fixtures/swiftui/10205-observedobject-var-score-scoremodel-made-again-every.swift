// Apple docs style, PITFALL ON PURPOSE (the ObservedObject page says not to create the object in the view): `@ObservedObject var score = ScoreModel()` is made again at every parent render; the new model is made before the old one goes and the count starts over (rules §5.3, §5.2, T8)
import SwiftUI

final class ScoreModel: ObservableObject {
    @Published var points = 0

    init() { print("ScoreModel init") }
    deinit { print("ScoreModel deinit") }
}

struct ScoreCard: View {
    @ObservedObject var score = ScoreModel()

    var body: some View {
        let _ = print("ScoreCard body: \(score.points)")
        Button("+1 (\(score.points))") { score.points += 1 }
    }
}

struct Scoreboard: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
            ScoreCard()
            Button("Refresh") { refreshes += 1 }
        }
    }
}

:mount Scoreboard()
// expect: ScoreModel init
// expect: ScoreCard body: 0
:tap "+1 (0)"
// expect: ScoreCard body: 1
:tap "Refresh"
// expect: ScoreModel init
// expect: ScoreModel deinit
// expect: ScoreCard body: 0
:unmount
// expect: ScoreModel deinit
