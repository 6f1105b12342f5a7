// Hacking with Swift style: onChange on an @Observable property: a quiz whose onChange(of: quiz.answer) counts attempts and writes feedback; each keystroke runs the screen and the field, then the onChange action, whose write runs the screen once more in the same turn (rules §11.1, §10.1, §8.3, §8.5)
import SwiftUI

@Observable
final class Quiz {
    var answer = ""
    var attempts = 0
}

struct AnswerField: View {
    @Bindable var quiz: Quiz

    var body: some View {
        let _ = print("AnswerField body: \(quiz.answer)")
        TextField("Answer", text: $quiz.answer)
    }
}

struct QuizScreen: View {
    @State private var quiz = Quiz()
    @State private var feedback = "Type an answer"

    var body: some View {
        let _ = print("QuizScreen body: \(feedback)")
        VStack {
            Text("Capital of France?")
            AnswerField(quiz: quiz)
            Text(feedback)
        }
        .onChange(of: quiz.answer) { oldValue, newValue in
            quiz.attempts += 1
            if newValue.lowercased() == "paris" {
                feedback = "Correct after \(quiz.attempts)"
            } else {
                feedback = "Keep trying (\(quiz.attempts))"
            }
        }
    }
}

:mount QuizScreen()
// expect: QuizScreen body: Type an answer
// expect: AnswerField body: 
:type "Pa" into "Answer"
// expect: QuizScreen body: Type an answer
// expect: AnswerField body: P
// expect: QuizScreen body: Keep trying (1)
// expect: QuizScreen body: Keep trying (1)
// expect: AnswerField body: Pa
// expect: QuizScreen body: Keep trying (2)
:type "ris" into "Answer"
// expect: QuizScreen body: Keep trying (2)
// expect: AnswerField body: Par
// expect: QuizScreen body: Keep trying (3)
// expect: QuizScreen body: Keep trying (3)
// expect: AnswerField body: Pari
// expect: QuizScreen body: Keep trying (4)
// expect: QuizScreen body: Keep trying (4)
// expect: AnswerField body: Paris
// expect: QuizScreen body: Correct after 5
