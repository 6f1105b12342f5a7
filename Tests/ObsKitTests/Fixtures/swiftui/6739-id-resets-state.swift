// Follows Apple's `View/id(_:)` page (https://developer.apple.com/documentation/swiftui/view/id(_:)): "Binds a
// view's identity to the given proxy value. When the proxy value specified by the id parameter changes, the identity
// of the view — for example, its state — is reset." A quiz card is keyed by its question number.
// - While the id is the same, the card keeps its @State and its @StateObject; a parent render that hands it an equal
//   value does not even run its body (rules §1.2, §2.5, §2.7).
// - A new id makes a new node: the @StateObject's closure runs again before the new body, @State starts over, and
//   after the update the old card's onDisappear runs, then the new card's onAppear (Apple `stateobject`, "use the
//   view's id"; rules §1.3, §4.2, §11.1). When the old model deinits is not documented, so it prints nothing.
import SwiftUI

final class AnswerTimer: ObservableObject {
    @Published var seconds = 30
    init() { print("AnswerTimer init") }
}

struct QuestionCard: View {
    let number: Int
    @State private var answer = ""
    @StateObject private var timer = AnswerTimer()

    var body: some View {
        let _ = print("QuestionCard body: question \(number), answer '\(answer)'")
        VStack {
            Text("Question \(number), \(timer.seconds) s")
            Button("Answer B") { answer = "B" }
        }
        .onAppear { print("card \(number) appeared") }
        .onDisappear { print("card \(number) disappeared") }
    }
}

struct QuizScreen: View {
    @State private var question = 1
    @State private var hints = 0

    var body: some View {
        VStack {
            QuestionCard(number: question)
                .id(question)
            Text("Hints used: \(hints)")
            Button("Hint") { hints += 1 }
            Button("Next question") { question += 1 }
        }
    }
}

:mount QuizScreen()
// expect: AnswerTimer init
// expect: QuestionCard body: question 1, answer ''
// expect: card 1 appeared
:tap "Answer B"
// expect: QuestionCard body: question 1, answer 'B'
:tap "Hint"
:tap "Next question"
// expect: AnswerTimer init
// expect: QuestionCard body: question 2, answer ''
// expect: card 1 disappeared
// expect: card 2 appeared
