// Hacking with Swift "100 Days of SwiftUI" style: the Day 25 rock-paper-scissors brain trainer with a fixed move order so the run repeats; each answer runs the body once, the last one raises a game-over alert whose message is built in the body, and while it is up only its button can be tapped (rules §13.2, §15.11, §10.1)
import SwiftUI

struct BrainTrainer: View {
    let moves = ["Rock", "Paper", "Scissors"]
    let questionCount = 3

    @State private var round = 0
    @State private var score = 0
    @State private var showingGameOver = false

    var appMove: Int { round % 3 }
    var shouldWin: Bool { round % 2 == 0 }

    var body: some View {
        let _ = print("BrainTrainer body: round \(round), app \(moves[appMove]), \(shouldWin ? "win" : "lose"), score \(score)")
        VStack(spacing: 20) {
            Text("The app chose \(moves[appMove])")
            Text(shouldWin ? "Pick the move that wins" : "Pick the move that loses")
            HStack {
                ForEach(0..<3) { index in
                    Button(moves[index]) {
                        play(index)
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
            Text("Score: \(score)")
        }
        .alert("Game over", isPresented: $showingGameOver) {
            Button("Play again", action: reset)
        } message: {
            Text("Your score is \(score)")
        }
    }

    func play(_ choice: Int) {
        let correct = shouldWin ? (appMove + 1) % 3 : (appMove + 2) % 3
        if choice == correct {
            score += 1
            print("correct!")
        } else {
            score -= 1
            print("wrong, should be \(moves[correct])")
        }
        if round == questionCount - 1 {
            showingGameOver = true
        } else {
            round += 1
        }
    }

    func reset() {
        round = 0
        score = 0
    }
}

:mount BrainTrainer()
// expect: BrainTrainer body: round 0, app Rock, win, score 0
:tap "Paper"
// expect: correct!
// expect: BrainTrainer body: round 1, app Paper, lose, score 1
:tap "Scissors"
// expect: wrong, should be Rock
// expect: BrainTrainer body: round 2, app Scissors, win, score 0
:tap "Rock"
// expect: correct!
// expect: BrainTrainer body: round 2, app Scissors, win, score 1
:tap "Play again"
// expect: BrainTrainer body: round 0, app Rock, win, score 0
