// CS193p style, a student MISTAKE on purpose: CardView copies the card's face into its own `@State private var isFaceUp` in its init (`_isFaceUp = State(initialValue:)`); the storage is made once, at install, and later initial values are ignored (rules §3.2), so "Reveal all" from the view model re-runs each card (its State's initial value differs, §2.5) but the cards keep showing their own face; a card's own tap flips only its local state; a second "Reveal all" publishes again (§6.3) but hands the cards equal values, so no card runs
import SwiftUI

struct Deck {
    private(set) var cards: [Card] = [
        Card(id: 1, content: "sun"),
        Card(id: 2, content: "rain"),
    ]

    mutating func setAll(faceUp: Bool) {
        for index in cards.indices { cards[index].isFaceUp = faceUp }
    }

    struct Card: Identifiable {
        let id: Int
        var isFaceUp = false
        let content: String
    }
}

final class DeckViewModel: ObservableObject {
    @Published private var model = Deck()
    var cards: [Deck.Card] { model.cards }

    func revealAll() { model.setAll(faceUp: true) }
    func hideAll() { model.setAll(faceUp: false) }
}

struct CardView: View {
    let content: String
    @State private var isFaceUp: Bool   // MISTAKE: a copy of the parent's value, taken once

    init(card: Deck.Card) {
        content = card.content
        _isFaceUp = State(initialValue: card.isFaceUp)
    }

    var body: some View {
        let _ = print("CardView \(content) body: shows \(isFaceUp ? "up" : "down")")
        Text(isFaceUp ? content : "back of \(content)")
            .onTapGesture { isFaceUp.toggle() }
    }
}

struct DeckView: View {
    @ObservedObject var viewModel: DeckViewModel

    var body: some View {
        let summary = viewModel.cards.map { "\($0.content)=\($0.isFaceUp ? "up" : "down")" }.joined(separator: " ")
        let _ = print("DeckView body: model says \(summary)")
        VStack {
            ForEach(viewModel.cards) { card in
                CardView(card: card)
            }
            Button("Reveal all") { viewModel.revealAll() }
            Button("Hide all") { viewModel.hideAll() }
        }
    }
}

:mount DeckView(viewModel: DeckViewModel())
// expect: DeckView body: model says sun=down rain=down
// expect: CardView sun body: shows down
// expect: CardView rain body: shows down
:tap "Reveal all"
// expect: DeckView body: model says sun=up rain=up
// expect: CardView sun body: shows down
// expect: CardView rain body: shows down
:tap "Reveal all"
// expect: DeckView body: model says sun=up rain=up
:tap "back of rain"
// expect: CardView rain body: shows up
:tap "Hide all"
// expect: DeckView body: model says sun=down rain=down
// expect: CardView sun body: shows down
// expect: CardView rain body: shows up
