// Hacking with Swift "100 Days of SwiftUI" style: Flashzilla's countdown with Timer.publish and onReceive; each card gets a removal closure, so every tick that runs the deck's body runs every card's body too (a closure never compares equal), while a tap on a card runs only that card (rules §2.4, §15.15, §1.2)
import SwiftUI

struct Card: Identifiable {
    let id: Int
    let prompt: String
    let answer: String
}

struct CardView: View {
    let card: Card
    var removal: (() -> Void)? = nil

    @State private var isShowingAnswer = false

    var body: some View {
        let _ = print("CardView body: \(card.prompt) \(isShowingAnswer)")
        VStack {
            Text(card.prompt)
            if isShowingAnswer {
                Text(card.answer)
            }
            Button("Got it") {
                removal?()
            }
        }
        .onTapGesture {
            isShowingAnswer.toggle()
        }
    }
}

struct DeckScreen: View {
    @State private var cards = [
        Card(id: 1, prompt: "Capital of Peru?", answer: "Lima"),
        Card(id: 2, prompt: "7 x 8?", answer: "56"),
    ]
    @State private var timeRemaining = 100

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("DeckScreen body: \(timeRemaining)s, \(cards.count) cards")
        VStack {
            Text("Time: \(timeRemaining)")
            ZStack {
                ForEach(0..<cards.count, id: \.self) { index in
                    CardView(card: cards[index]) {
                        withAnimation {
                            removeCard(at: index)
                        }
                    }
                }
            }
        }
        .onReceive(timer) { _ in
            if timeRemaining > 0 {
                timeRemaining -= 1
            }
        }
    }

    func removeCard(at index: Int) {
        cards.remove(at: index)
    }
}

:mount DeckScreen()
// expect: DeckScreen body: 100s, 2 cards
// expect: CardView body: Capital of Peru? false
// expect: CardView body: 7 x 8? false
:tap "7 x 8?"
// expect: CardView body: 7 x 8? true
:advance 2s
// expect: DeckScreen body: 99s, 2 cards
// expect: CardView body: Capital of Peru? false
// expect: CardView body: 7 x 8? true
// expect: DeckScreen body: 98s, 2 cards
// expect: CardView body: Capital of Peru? false
// expect: CardView body: 7 x 8? true
:tap "Got it" 2
// expect: DeckScreen body: 98s, 1 cards
// expect: CardView body: Capital of Peru? false
:advance 1s
// expect: DeckScreen body: 97s, 1 cards
// expect: CardView body: Capital of Peru? false
