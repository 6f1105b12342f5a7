// contracorner/fatbobman-style "Reading _printChanges output": a quiz view with an @Observable score and two @State fields; one action that changes all three prints `@dependencies` first, then the fields in declaration order
// What SwiftUI does: the tokens always come in this order: `@dependencies` (an Observation dependency fired),
// `@self`, `@identity`, then each changed dynamic property by stored name in declaration order (rules §12.1).
// The score lives in an @Observable model held in @State: the body reads `quiz.score`, so a new score is a
// dependency, not `_quiz` (rules §3.7, §8.3). One action, one body (rules §10.1).
// Sources: rules §3.7, §8.3, §10.1, §12.1, §12.2, T4.
import SwiftUI
import Observation

@Observable
final class Quiz {
    var score = 0
}

struct QuizScreen: View {
    @State private var quiz = Quiz()
    @State private var showsHint = false
    @State private var round = 1

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Score \(quiz.score)")
            Text("Round \(round)")
            if showsHint {
                Text("Think about primes")
            }
            Button("Correct") { quiz.score += 10 }
            Button("Hint") { showsHint.toggle() }
            Button("Next round") {
                quiz.score += 5
                round += 1
                showsHint = false
            }
        }
    }
}

:mount QuizScreen()
// expect: QuizScreen: @self, @identity, _quiz, _showsHint, _round changed.
:tap "Correct"
// expect: QuizScreen: @dependencies changed.
:tap "Hint"
// expect: QuizScreen: _showsHint changed.
:tap "Next round"
// expect: QuizScreen: @dependencies, _showsHint, _round changed.
:tap "Next round"
// expect: QuizScreen: @dependencies, _round changed.
