// Hacking with Swift milestone "Rock, Paper, Scissors" style (deterministic): an enum Move with a beats property, @State round, score and the app's move; three rounds, then a "Game over" alert whose Play again button resets everything in one action
import SwiftUI

enum Move: String, CaseIterable {
    case rock = "Rock", paper = "Paper", scissors = "Scissors"

    var beats: Move {
        switch self {
        case .rock: return .scissors
        case .paper: return .rock
        case .scissors: return .paper
        }
    }
}

struct RPSGame: View {
    @State private var appMove = Move.rock
    @State private var shouldWin = true
    @State private var score = 0
    @State private var round = 1
    @State private var showingResult = false
    private let maxRounds = 3

    var body: some View {
        let _ = print("RPSGame body: round \(round), app plays \(appMove.rawValue), \(shouldWin ? "win" : "lose"), score \(score)")
        VStack(spacing: 20) {
            Text("App played \(appMove.rawValue)")
            Text(shouldWin ? "Try to WIN" : "Try to LOSE")
            HStack {
                ForEach(Move.allCases, id: \.self) { move in
                    Button(move.rawValue) { play(move) }
                }
            }
            Text("Score: \(score)")
        }
        .alert("Game over", isPresented: $showingResult) {
            Button("Play again", action: reset)
        } message: {
            Text("Final score: \(score)")
        }
    }

    private func play(_ move: Move) {
        let correct = shouldWin ? move.beats == appMove : appMove.beats == move
        score += correct ? 1 : -1
        print("\(move.rawValue) is \(correct ? "right" : "wrong")")
        if round == maxRounds {
            showingResult = true
        } else {
            round += 1
            let all = Move.allCases
            appMove = all[(all.firstIndex(of: appMove)! + 1) % all.count]
            shouldWin.toggle()
        }
    }

    private func reset() {
        score = 0
        round = 1
        appMove = .rock
        shouldWin = true
        print("new game")
    }
}

:mount RPSGame()
// expect: RPSGame body: round 1, app plays Rock, win, score 0
:tap "Paper"
// expect: Paper is right
// expect: RPSGame body: round 2, app plays Paper, lose, score 1
:tap "Rock"
// expect: Rock is right
// expect: RPSGame body: round 3, app plays Scissors, win, score 2
:tap "Paper"
// expect: Paper is wrong
// expect: RPSGame body: round 3, app plays Scissors, win, score 1
:tap "Play again"
// expect: new game
// expect: RPSGame body: round 1, app plays Rock, win, score 0
