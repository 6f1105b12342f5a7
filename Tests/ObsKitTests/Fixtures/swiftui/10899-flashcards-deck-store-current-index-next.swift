// Apple tutorial style (flashcards): a deck store with a current index, a Next button and a reveal toggle in @State, a .id(card) that resets the card view's state (rules §1.3, §3.2, §8.3)
import SwiftUI
import Observation

struct Card: Identifiable {
    let id: Int
    var front: String
    var back: String
}

@Observable
final class Deck {
    var cards = [Card(id: 1, front: "hola", back: "hello"), Card(id: 2, front: "gato", back: "cat")]
    var index = 0
    var current: Card { cards[index] }
}

struct CardView: View {
    let card: Card
    @State private var revealed = false
    var body: some View {
        let _ = print("card \(card.front) revealed \(revealed)")
        Button(revealed ? card.back : card.front) {
            revealed.toggle()
        }
    }
}

struct DeckView: View {
    @Environment(Deck.self) private var deck
    var body: some View {
        let _ = print("deck \(deck.index + 1) of \(deck.cards.count)")
        VStack {
            CardView(card: deck.current)
                .id(deck.current.id)
            Button("Next") {
                deck.index = (deck.index + 1) % deck.cards.count
            }
        }
    }
}

let deck = Deck()
:mount DeckView().environment(deck)
// expect: deck 1 of 2
// expect: card hola revealed false
:tap "hola"
// expect: card hola revealed true
:tap "Next"
// expect: deck 2 of 2
// expect: card gato revealed false
:tap "gato"
// expect: card gato revealed true
:tap "Next"
// expect: deck 1 of 2
// expect: card hola revealed false
