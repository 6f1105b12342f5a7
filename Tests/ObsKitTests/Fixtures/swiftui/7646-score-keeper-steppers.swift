// Beginner tutorial style: a board-game score keeper, one Stepper per player bound into an @Observable game.
// What SwiftUI does: `ForEach($game.players) { $player in }` hands each row a binding into the array (rules §15.1);
// a Stepper press writes `players` through it, which notifies, and the body that read `players` runs once per press
// (rules §8.1, §8.3, §10.1). A confirmation alert built with `isPresented:` shows only when its flag is set; a tap
// on its button runs the action and sets the flag to false (rules §13.2), and while it is up only its buttons can
// be tapped (rules §15.11).
import SwiftUI
import Observation

struct Player: Identifiable {
    let id: Int
    let name: String
    var score = 0
}

@Observable
final class Game {
    var players = [Player(id: 1, name: "Ann"), Player(id: 2, name: "Ben")]
    var leader: String {
        guard let top = players.max(by: { $0.score < $1.score }), top.score > 0 else { return "nobody" }
        return top.name
    }
}

struct ScoreKeeperView: View {
    @State private var game = Game()
    @State private var confirmingReset = false

    var body: some View {
        let _ = print("scores: \(game.players.map { "\($0.name)=\($0.score)" }), leader \(game.leader)")
        NavigationStack {
            Form {
                ForEach($game.players) { $player in
                    Stepper(player.name, value: $player.score, in: 0...99)
                }
                Button("New Game") { confirmingReset = true }
            }
            .navigationTitle("Scores")
            .alert("Start a new game?", isPresented: $confirmingReset) {
                Button("Reset", role: .destructive) {
                    for index in game.players.indices { game.players[index].score = 0 }
                }
                Button("Cancel", role: .cancel) { }
            }
        }
    }
}

:mount ScoreKeeperView()
// expect: scores: ["Ann=0", "Ben=0"], leader nobody
:step "Ben" up 2
// expect: scores: ["Ann=0", "Ben=1"], leader Ben
// expect: scores: ["Ann=0", "Ben=2"], leader Ben
:step "Ann" up 3
// expect: scores: ["Ann=1", "Ben=2"], leader Ben
// expect: scores: ["Ann=2", "Ben=2"], leader Ann
// expect: scores: ["Ann=3", "Ben=2"], leader Ann
:tap "New Game"
:tap "Cancel"
:tap "New Game"
:tap "Reset"
// expect: scores: ["Ann=0", "Ben=0"], leader nobody
