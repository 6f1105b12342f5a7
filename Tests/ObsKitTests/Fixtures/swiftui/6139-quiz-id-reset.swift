// Resetting a child's state with .id(round), the recommended way to "start over" a subview.
// Expected (rules §1.3, §11.1): a new id destroys the old card (its revealed answer with it) and makes a
// new one: the old one's onDisappear, then the new one's onAppear; the screen shows a fresh card.
import SwiftUI

struct QuizCard: View {
    let question: String
    @State private var revealed = false

    var body: some View {
        VStack {
            Text(question)
            Button(revealed ? "Hide answer" : "Reveal answer") {
                revealed.toggle()
            }
            if revealed {
                Text("42")
            }
        }
        .onAppear { print("card appeared") }
        .onDisappear { print("card disappeared") }
    }
}

struct QuizScreen: View {
    @State private var round = 1

    var body: some View {
        VStack {
            QuizCard(question: "What is six times seven?")
                .id(round)
            Button("Next round") { round += 1 }
        }
    }
}

:mount QuizScreen()
:tap "Reveal answer"
:tap "Next round"
:tree

// expect: card appeared
// expect: card disappeared
// expect: card appeared
// expect: QuizScreen#1
// expect:   VStack
// expect:     QuizCard#3  .id
// expect:       VStack  .onAppear .onDisappear
// expect:         Text "What is six times seven?"
// expect:         Button "Reveal answer"
// expect:     Button "Next round"
