// 100 Days of SwiftUI style (milestone: Rock, Paper, Scissors brain trainer), with the app's moves in a fixed order.
// What SwiftUI does: each tap runs an action that writes several @State values the body reads; they land in one
// update, one body run (rules §10.1). After the last question the body shows a final alert whose "Play again" button
// resets the game; the alert's action runs and its flag goes back to false (rules §13.2). `showingFinal` is only a
// presentation flag, not read by the body (rules §8.7).
import SwiftUI

struct BrainTrainerView: View {
    let moves = ["Rock", "Paper", "Scissors"]
    let appMoves = [0, 2, 1]
    @State private var question = 0
    @State private var shouldWin = true
    @State private var score = 0
    @State private var showingFinal = false

    var body: some View {
        let _ = print("Q\(question + 1): app plays \(moves[appMoves[question]]), you must \(shouldWin ? "win" : "lose"), score \(score)")
        VStack(spacing: 16) {
            Text("App plays \(moves[appMoves[question]])")
            Text(shouldWin ? "Win!" : "Lose!")
            HStack {
                ForEach(0..<3) { index in
                    Button(moves[index]) { choose(index) }
                }
            }
        }
        .alert("Game over", isPresented: $showingFinal) {
            Button("Play again") { question = 0; score = 0; shouldWin = true }
        } message: {
            Text("You scored \(score)/\(appMoves.count)")
        }
    }

    func choose(_ index: Int) {
        let app = appMoves[question]
        let winning = (app + 1) % 3
        let correct = shouldWin ? index == winning : (index != winning && index != app)
        if correct { score += 1 }
        print(correct ? "right" : "wrong")
        if question + 1 == appMoves.count {
            showingFinal = true
        } else {
            question += 1
            shouldWin.toggle()
        }
    }
}

:mount BrainTrainerView()
// expect: Q1: app plays Rock, you must win, score 0
:tap "Paper"
// expect: right
// expect: Q2: app plays Scissors, you must lose, score 1
:tap "Rock"
// expect: wrong
// expect: Q3: app plays Paper, you must win, score 1
:tap "Scissors"
// expect: right
// expect: Q3: app plays Paper, you must win, score 2
:tap "Play again"
// expect: Q1: app plays Rock, you must win, score 0
