// A brain-training game in the style of the "100 days" SwiftUI course's rock-paper-scissors challenge, own code: the
// app shows a move and asks the player to win or to lose, the player taps one of three buttons, a wrong answer costs
// a point, and after a fixed number of rounds a "Game over" alert restarts the game. The app's moves follow a fixed
// order instead of `Int.random`, so the run is repeatable.
// What SwiftUI does: each tap is one action whose writes (score, round, move, goal) give one body run (rules §10.1).
// At the last round the tap writes the score and raises the alert: the body runs for the score (rules §3.4); the
// flag itself is not read (rules §8.7). "Play again" resets four properties: one body run.
// Sources: rules §3.4, §8.7, §10.1, §13.2;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
import SwiftUI

struct BrainGameView: View {
    let moves = ["Rock", "Paper", "Scissors"]
    let winningMoves = [1, 2, 0]
    let losingMoves = [2, 0, 1]
    let totalRounds = 3

    @State private var appMoveIndex = 0
    @State private var shouldWin = true
    @State private var score = 0
    @State private var round = 1
    @State private var showingResult = false

    var body: some View {
        let _ = print("BrainGameView body: round \(round), app plays \(moves[appMoveIndex]), \(shouldWin ? "win" : "lose"), score \(score)")
        VStack(spacing: 20) {
            Text("Round \(round) of \(totalRounds)")
            Text("App plays \(moves[appMoveIndex])")
                .font(.largeTitle)
            Text(shouldWin ? "Try to win" : "Try to lose")
                .foregroundStyle(shouldWin ? .green : .red)
            HStack {
                ForEach(0..<3) { number in
                    Button(moves[number]) {
                        play(number)
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
            Text("Score: \(score)")
        }
        .alert("Game over", isPresented: $showingResult) {
            Button("Play again", action: reset)
        } message: {
            Text("Your score was \(score)")
        }
    }

    func play(_ choice: Int) {
        let target = shouldWin ? winningMoves[appMoveIndex] : losingMoves[appMoveIndex]
        let right = choice == target
        score += right ? 1 : -1
        print("played \(moves[choice]): \(right ? "right" : "wrong")")
        if round == totalRounds {
            showingResult = true
        } else {
            round += 1
            appMoveIndex = (appMoveIndex + 1) % 3
            shouldWin.toggle()
        }
    }

    func reset() {
        round = 1
        score = 0
        appMoveIndex = 0
        shouldWin = true
    }
}

:mount BrainGameView()
// expect: BrainGameView body: round 1, app plays Rock, win, score 0
:tap "Paper"
// expect: played Paper: right
// expect: BrainGameView body: round 2, app plays Paper, lose, score 1
:tap "Scissors"
// expect: played Scissors: wrong
// expect: BrainGameView body: round 3, app plays Scissors, win, score 0
:tap "Rock"
// expect: played Rock: right
// expect: BrainGameView body: round 3, app plays Scissors, win, score 1
:tap "Play again"
// expect: BrainGameView body: round 1, app plays Rock, win, score 0
