// stack-overflow style: `onReceive(game.$score)` keeping a best score in @State — the projected publisher replays the current value when the view appears, and each later set is delivered synchronously inside the action, before the update's body (which then runs once for both the model and the @State change); a reset publishes 0 without touching the best (rules §6.3, §10.1, §3.4)
import SwiftUI

final class GameModel: ObservableObject {
    @Published var score = 0
}

struct GameView: View {
    @StateObject private var game = GameModel()
    @State private var best = 0

    var body: some View {
        let _ = print("GameView body: score=\(game.score) best=\(best)")
        VStack {
            Button("Score") { game.score += 3 }
            Button("Reset") { game.score = 0 }
        }
        .onReceive(game.$score) { value in
            print("received \(value)")
            if value > best { best = value }
        }
    }
}

:mount GameView()
// expect: GameView body: score=0 best=0
// expect: received 0
:tap "Score"
// expect: received 3
// expect: GameView body: score=3 best=3
:tap "Reset"
// expect: received 0
// expect: GameView body: score=0 best=3
:tap "Score"
// expect: received 3
// expect: GameView body: score=3 best=3
