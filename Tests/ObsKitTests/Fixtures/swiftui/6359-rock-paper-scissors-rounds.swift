// Hacking with Swift 100 Days (day 25 challenge, a brain-training rock-paper-scissors): the app's move and whether to win or lose change each round, three move buttons from ForEach, a score, a game-over alert after four rounds with a Restart button (Apple: ForEach, alert(_:isPresented:actions:message:); SEMANTICS §3 State; the app's moves are a fixed cycle here so the run is repeatable)
import SwiftUI

struct BrainTrainer: View {
    let moves = ["Rock", "Paper", "Scissors"]
    let roundsPerGame = 4

    @State private var round = 0
    @State private var score = 0
    @State private var gameOver = false

    var appMove: String { moves[round % 3] }
    var shouldWin: Bool { round % 2 == 0 }

    var body: some View {
        VStack(spacing: 24) {
            Text("Round \(round + 1) of \(roundsPerGame)")
            Text("The app plays \(appMove)")
                .font(.title)
            Text(shouldWin ? "Try to win" : "Try to lose")
                .foregroundStyle(shouldWin ? .green : .red)
            HStack {
                ForEach(moves, id: \.self) { move in
                    Button(move) {
                        play(move)
                    }
                    .buttonStyle(.bordered)
                }
            }
            Text("Score: \(score)")
        }
        .alert("Game over", isPresented: $gameOver) {
            Button("Restart") {
                round = 0
                score = 0
                print("new game")
            }
        } message: {
            Text("Your final score is \(score)")
        }
    }

    func beats(_ move: String) -> String {
        switch move {
        case "Rock": return "Paper"
        case "Paper": return "Scissors"
        default: return "Rock"
        }
    }

    func play(_ move: String) {
        let correct = shouldWin ? beats(appMove) : moves.first { beats($0) == appMove }!
        if move == correct {
            score += 1
        } else {
            score -= 1
        }
        print("app \(appMove), \(shouldWin ? "win" : "lose"): you \(move), wanted \(correct), score \(score)")
        if round + 1 == roundsPerGame {
            gameOver = true
        } else {
            round += 1
        }
    }
}

:mount BrainTrainer()
:tap "Paper"
:tap "Scissors"
:tap "Rock"
:tap "Scissors"
:tap "Restart"
:tap "Rock"

// expect: app Rock, win: you Paper, wanted Paper, score 1
// expect: app Paper, lose: you Scissors, wanted Rock, score 0
// expect: app Scissors, win: you Rock, wanted Rock, score 1
// expect: app Rock, lose: you Scissors, wanted Scissors, score 2
// expect: new game
// expect: app Rock, win: you Rock, wanted Paper, score -1
