// 100 Days of SwiftUI style (Flashzilla, simplified): a flashcard quiz whose ObservableObject model holds the deck.
// What SwiftUI does: every set of a @Published property sends objectWillChange, and all changes of one action give
// one body run of the view that owns the model through @StateObject (rules §6.3, §6.5, §10.1); `_printChanges`
// names `_quiz` (rules §12.1). The buttons shown depend on the model's state, so a tap on one that the last body
// did not show fails (rules §15.11, the README's `no visible button`).
import SwiftUI
import Combine

struct Card {
    let prompt: String
    let answer: String
}

final class QuizModel: ObservableObject {
    let cards = [Card(prompt: "2 + 2", answer: "4"),
                 Card(prompt: "Capital of France", answer: "Paris"),
                 Card(prompt: "H2O", answer: "Water")]
    @Published var index = 0
    @Published var showingAnswer = false
    @Published var score = 0

    var isFinished: Bool { index == cards.count }

    func grade(knewIt: Bool) {
        if knewIt { score += 1 }
        showingAnswer = false
        index += 1
    }
}

struct FlashcardsView: View {
    @StateObject private var quiz = QuizModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 16) {
            if quiz.isFinished {
                let _ = print("finished: \(quiz.score)/\(quiz.cards.count)")
                Button("Restart") { quiz.index = 0; quiz.score = 0 }
            } else {
                let card = quiz.cards[quiz.index]
                let _ = print("card \(quiz.index + 1): \(quiz.showingAnswer ? card.answer : card.prompt)")
                Text(quiz.showingAnswer ? card.answer : card.prompt).font(.title)
                if quiz.showingAnswer {
                    Button("I knew it") { quiz.grade(knewIt: true) }
                    Button("Missed it") { quiz.grade(knewIt: false) }
                } else {
                    Button("Show Answer") { quiz.showingAnswer = true }
                }
            }
        }
    }
}

:mount FlashcardsView()
// expect: FlashcardsView: @self, @identity, _quiz changed.
// expect: card 1: 2 + 2
:tap "Show Answer"
// expect: FlashcardsView: _quiz changed.
// expect: card 1: 4
:tap "I knew it"
// expect: FlashcardsView: _quiz changed.
// expect: card 2: Capital of France
:tap "Show Answer"
// expect: FlashcardsView: _quiz changed.
// expect: card 2: Paris
:tap "Missed it"
// expect: FlashcardsView: _quiz changed.
// expect: card 3: H2O
:tap "Show Answer"
// expect: FlashcardsView: _quiz changed.
// expect: card 3: Water
:tap "I knew it"
// expect: FlashcardsView: _quiz changed.
// expect: finished: 2/3
:tap "Show Answer"
// expect-error: no visible button labelled "Show Answer"
