// Trivia-game lessons (Stephanie Diep's/Sean Allen-style quiz app): a TriviaManager ObservableObject in the environment, question and answer views reading it with @EnvironmentObject, a ProgressView(value:total:), answer buttons that lock after a choice, a Next button disabled until answered, a final screen with Play again (Apple: EnvironmentObject, ProgressView, View.disabled(_:); SEMANTICS §6 every observer re-runs on any @Published change, §14)
import SwiftUI

struct TriviaQuestion {
    let text: String
    let answers: [String]
    let correct: String
}

final class TriviaManager: ObservableObject {
    let questions = [
        TriviaQuestion(text: "Largest planet?", answers: ["Mars", "Jupiter", "Venus"], correct: "Jupiter"),
        TriviaQuestion(text: "H2O is?", answers: ["Water", "Salt", "Air"], correct: "Water"),
        TriviaQuestion(text: "Fastest land animal?", answers: ["Lion", "Horse", "Cheetah"], correct: "Cheetah"),
    ]
    @Published private(set) var index = 0
    @Published private(set) var score = 0
    @Published private(set) var chosen: String?
    @Published private(set) var reachedEnd = false

    var current: TriviaQuestion { questions[index] }

    func select(_ answer: String) {
        guard chosen == nil else { return }
        chosen = answer
        if answer == current.correct { score += 1 }
        print("Q\(index + 1) \(answer): \(answer == current.correct ? "right" : "wrong")")
    }

    func next() {
        if index + 1 < questions.count {
            index += 1
            chosen = nil
        } else {
            reachedEnd = true
        }
    }

    func reset() {
        index = 0
        score = 0
        chosen = nil
        reachedEnd = false
    }
}

struct QuestionView: View {
    @EnvironmentObject var trivia: TriviaManager

    var body: some View {
        let _ = print("question view: \(trivia.index + 1)/\(trivia.questions.count), chosen \(trivia.chosen ?? "-")")
        VStack(spacing: 16) {
            ProgressView(value: Double(trivia.index + 1), total: Double(trivia.questions.count))
            Text(trivia.current.text)
                .font(.title2)
            ForEach(trivia.current.answers, id: \.self) { answer in
                Button(answer) {
                    trivia.select(answer)
                }
                .disabled(trivia.chosen != nil)
            }
            Button("Next") {
                trivia.next()
            }
            .disabled(trivia.chosen == nil)
        }
    }
}

struct TriviaView: View {
    @EnvironmentObject var trivia: TriviaManager

    var body: some View {
        if trivia.reachedEnd {
            VStack {
                Text("You scored \(trivia.score) out of \(trivia.questions.count)")
                Button("Play again") {
                    trivia.reset()
                }
            }
            .onAppear { print("final: \(trivia.score)/\(trivia.questions.count)") }
        } else {
            QuestionView()
        }
    }
}

:mount TriviaView().environmentObject(TriviaManager())
:tap "Jupiter"
:tap "Next"
:tap "Salt"
:tap "Next"
:tap "Cheetah"
:tap "Next"
:tap "Play again"

// expect: question view: 1/3, chosen -
// expect: Q1 Jupiter: right
// expect: question view: 1/3, chosen Jupiter
// expect: question view: 2/3, chosen -
// expect: Q2 Salt: wrong
// expect: question view: 2/3, chosen Salt
// expect: question view: 3/3, chosen -
// expect: Q3 Cheetah: right
// expect: question view: 3/3, chosen Cheetah
// expect: final: 2/3
// expect: question view: 1/3, chosen -
