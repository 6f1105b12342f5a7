// combine style: `.onReceive(game.$score)` keeps a best score in @State: the projected publisher replays the current value when the view subscribes (an equal write, no body), and each later score arrives in willSet; the model change and the @State write land in one body run (rules §6.3, §3.4, §10.1, §12.1)
import SwiftUI
import Combine

final class GameModel: ObservableObject {
    @Published var score = 0
}

struct GameView: View {
    @StateObject private var game = GameModel()
    @State private var best = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Score \(game.score), best \(best)")
            Button("+10") { game.score += 10 }
            Button("Reset") { game.score = 0 }
        }
        .onReceive(game.$score) { score in
            print("score published \(score), stored \(game.score)")
            if score > best { best = score }
        }
    }
}

:mount GameView()
// expect: GameView: @self, @identity, _game, _best changed.
// expect: score published 0, stored 0
:tap "+10"
// expect: score published 10, stored 0
// expect: GameView: _game, _best changed.
:tap "Reset"
// expect: score published 0, stored 10
// expect: GameView: _game changed.
