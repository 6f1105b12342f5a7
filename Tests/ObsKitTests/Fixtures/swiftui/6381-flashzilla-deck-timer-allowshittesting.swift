// Hacking with Swift 100 Days, Flashzilla: a ZStack deck of cards where only the top card takes input (allowsHitTesting), a timer publisher counting down only while the deck is active, Start Again when the deck is empty or time is up (Apple: Timer.publish(every:on:in:), View.onReceive(_:perform:), View.allowsHitTesting(_:); README: timers on the virtual clock; SEMANTICS §3)
import SwiftUI

struct Flashcard: Identifiable {
    let id: Int
    let prompt: String
    let answer: String
}

struct CardFace: View {
    let card: Flashcard
    let onRemove: (Bool) -> Void

    var body: some View {
        VStack {
            Text(card.prompt)
                .font(.largeTitle)
            HStack {
                Button("Wrong \(card.id)") { onRemove(false) }
                Button("Right \(card.id)") { onRemove(true) }
            }
        }
        .padding(20)
        .background(.white)
        .clipShape(.rect(cornerRadius: 25))
    }
}

struct FlashzillaView: View {
    @State private var cards = [
        Flashcard(id: 1, prompt: "Capital of Peru?", answer: "Lima"),
        Flashcard(id: 2, prompt: "2 + 2 × 2?", answer: "6"),
        Flashcard(id: 3, prompt: "Symbol for gold?", answer: "Au"),
    ]
    @State private var timeRemaining = 5
    @State private var isActive = true
    @State private var rightCount = 0

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("Time: \(timeRemaining)")
                .font(.largeTitle)
            ZStack {
                ForEach(Array(cards.enumerated()), id: \.element.id) { index, card in
                    CardFace(card: card) { correct in
                        removeCard(at: index, correct: correct)
                    }
                    .allowsHitTesting(index == cards.count - 1)
                }
            }
            if cards.isEmpty || timeRemaining == 0 {
                Button("Start Again", action: resetCards)
            }
        }
        .onReceive(timer) { _ in
            guard isActive else { return }
            if timeRemaining > 0 {
                timeRemaining -= 1
                print("time \(timeRemaining)")
            }
        }
    }

    func removeCard(at index: Int, correct: Bool) {
        guard index >= 0 else { return }
        let card = cards.remove(at: index)
        if correct { rightCount += 1 }
        print("\(card.answer): \(correct ? "right" : "wrong"), \(cards.count) left")
        if cards.isEmpty {
            isActive = false
            print("deck done, \(rightCount) right")
        }
    }

    func resetCards() {
        cards = [
            Flashcard(id: 1, prompt: "Capital of Peru?", answer: "Lima"),
            Flashcard(id: 2, prompt: "2 + 2 × 2?", answer: "6"),
        ]
        timeRemaining = 5
        isActive = true
        rightCount = 0
        print("new deck of \(cards.count)")
    }
}

:mount FlashzillaView()
:advance 1500ms
:tap "Right 3"
:tap "Wrong 2"
:advance 1s
:tap "Right 1"
:advance 2s
:tap "Start Again"
:advance 1s

// expect: time 4
// expect: Au: right, 2 left
// expect: 6: wrong, 1 left
// expect: time 3
// expect: Lima: right, 0 left
// expect: deck done, 2 right
// expect: new deck of 2
// expect: time 4
