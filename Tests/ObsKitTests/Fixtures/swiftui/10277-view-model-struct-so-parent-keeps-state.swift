// CS193p style, a student MISTAKE on purpose: the "view model" is a struct, so the parent keeps it in `@State` and the child takes it as `@State var viewModel: GameViewModel`, a second copy made once at install (rules §3.2); the child's intents change only the child's copy (its body runs, the parent's score never moves), and a change in the parent's copy re-runs the parent and hands the child a new initial value that differs (§2.5) so the child's body runs, still showing its own copy
import SwiftUI

struct Game {
    var score = 0
    var moves = 0
}

struct GameViewModel {   // MISTAKE: a view model should be a class (ObservableObject or @Observable)
    private(set) var model = Game()

    var score: Int { model.score }
    var moves: Int { model.moves }

    mutating func match() {
        model.score += 2
        model.moves += 1
    }

    mutating func addBonus() {
        model.score += 10
    }
}

struct ScoreHeader: View {
    let score: Int
    var body: some View {
        let _ = print("ScoreHeader body: \(score)")
        Text("Score \(score)")
    }
}

struct GameBoard: View {
    @State var viewModel: GameViewModel

    var body: some View {
        let _ = print("GameBoard body: score \(viewModel.score), moves \(viewModel.moves)")
        VStack {
            Text("Board score \(viewModel.score)")
            Button("Match") { viewModel.match() }
        }
    }
}

struct GameScreen: View {
    @State private var viewModel = GameViewModel()

    var body: some View {
        let _ = print("GameScreen body: score \(viewModel.score)")
        VStack {
            ScoreHeader(score: viewModel.score)
            GameBoard(viewModel: viewModel)
            Button("Bonus") { viewModel.addBonus() }
        }
    }
}

:mount GameScreen()
// expect: GameScreen body: score 0
// expect: ScoreHeader body: 0
// expect: GameBoard body: score 0, moves 0
:tap "Match"
// expect: GameBoard body: score 2, moves 1
:tap "Match"
// expect: GameBoard body: score 4, moves 2
:tap "Bonus"
// expect: GameScreen body: score 10
// expect: ScoreHeader body: 10
// expect: GameBoard body: score 4, moves 2
:tap "Bonus"
// expect: GameScreen body: score 20
// expect: ScoreHeader body: 20
// expect: GameBoard body: score 4, moves 2
