// A trivia game whose @Observable model moves through intro/asking/finished phases; the root switches on the phase and a QuestionCard reports answers through a closure; then :tree shows the intro screen; expected output by the SwiftUI rules (rules §8 the root re-runs when the phase it read changes, reads in actions untracked; §10 one body per update; README :tree format)
import SwiftUI
import Observation

struct TriviaQuestion {
    let prompt: String
    let choices: [String]
    let answer: String
}

@Observable
final class QuizGame {
    enum Phase: Equatable {
        case intro
        case asking(Int)
        case finished
    }

    let questions = [
        TriviaQuestion(prompt: "Capital of France?", choices: ["Paris", "Lyon"], answer: "Paris"),
        TriviaQuestion(prompt: "Legs on a spider?", choices: ["6", "8"], answer: "8"),
    ]
    var phase = Phase.intro
    var score = 0

    func start() {
        score = 0
        phase = .asking(0)
    }

    func answer(_ choice: String) {
        guard case .asking(let index) = phase else { return }
        let question = questions[index]
        if choice == question.answer {
            score += 1
            print("correct!")
        } else {
            print("wrong, it was \(question.answer)")
        }
        phase = index + 1 < questions.count ? .asking(index + 1) : .finished
    }
}

struct QuestionCard: View {
    let question: TriviaQuestion
    let onAnswer: (String) -> Void

    var body: some View {
        VStack {
            Text(question.prompt)
            ForEach(question.choices, id: \.self) { choice in
                Button(choice) { onAnswer(choice) }
            }
        }
    }
}

struct QuizView: View {
    @State private var game = QuizGame()

    private var phaseLabel: String {
        switch game.phase {
        case .intro: "intro"
        case .asking(let index): "question \(index + 1)"
        case .finished: "finished \(game.score)/\(game.questions.count)"
        }
    }

    var body: some View {
        let _ = print("quiz body: \(phaseLabel)")
        VStack {
            switch game.phase {
            case .intro:
                Text("Ready?")
                Button("Start") { game.start() }
            case .asking(let index):
                QuestionCard(question: game.questions[index]) { choice in
                    game.answer(choice)
                }
            case .finished:
                Text("Score: \(game.score)/\(game.questions.count)")
                Button("Play again") { game.phase = .intro }
            }
        }
    }
}

:mount QuizView()
:tap "Start"
:tap "Paris"
:tap "6"
:tap "Play again"
:tree

// expect: quiz body: intro
// expect: quiz body: question 1
// expect: correct!
// expect: quiz body: question 2
// expect: wrong, it was 8
// expect: quiz body: finished 1/2
// expect: quiz body: intro
// expect: QuizView#1
// expect:   VStack
// expect:     Text "Ready?"
// expect:     Button "Start"
