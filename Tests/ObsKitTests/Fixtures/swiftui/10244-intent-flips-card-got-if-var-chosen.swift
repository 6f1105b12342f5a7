// CS193p style, a student MISTAKE on purpose: the intent flips a card it got with `if var chosen = model.cards.first(...)`, a copy of the struct (the model's cards are private(set)), so the model never changes, @Published never sets and no body runs (rules §6.3: only a set of the property itself publishes; §0.2); the working intent mutates the model through a mutating func, publishes, and re-runs the root and the changed cards (§5.1, §2.7)
import SwiftUI

struct CardGame {
    private(set) var cards: [Card]

    init(contents: [String]) {
        cards = contents.enumerated().map { Card(id: $0.offset + 1, content: $0.element) }
    }

    mutating func flipAll() {
        for index in cards.indices {
            cards[index].isFaceUp.toggle()
        }
    }

    struct Card: Identifiable {
        let id: Int
        var isFaceUp = false
        let content: String
    }
}

final class CardGameViewModel: ObservableObject {
    @Published private var model = CardGame(contents: ["star", "moon", "star"])

    var cards: [CardGame.Card] { model.cards }

    // MISTAKE: `chosen` is a copy of the card; flipping it leaves the model alone
    func choose(_ card: CardGame.Card) {
        if var chosen = model.cards.first(where: { $0.id == card.id }) {
            chosen.isFaceUp.toggle()
            let inModel = model.cards.first(where: { $0.id == card.id })!.isFaceUp
            print("chose \(chosen.id): copy isFaceUp \(chosen.isFaceUp), model isFaceUp \(inModel)")
        }
    }

    // the working intent: the mutation goes through the model's own mutating func
    func flipAll() {
        model.flipAll()
    }
}

struct CardView: View {
    let card: CardGame.Card
    var body: some View {
        let _ = print("CardView \(card.id) body: \(card.isFaceUp ? "up" : "down")")
        Text(card.isFaceUp ? card.content : "card \(card.id)")
    }
}

struct BoardView: View {
    @ObservedObject var viewModel: CardGameViewModel

    var body: some View {
        let _ = print("BoardView body")
        VStack {
            HStack {
                ForEach(viewModel.cards) { card in
                    CardView(card: card)
                        .onTapGesture { viewModel.choose(card) }
                }
            }
            Button("Flip all") { viewModel.flipAll() }
        }
    }
}

:mount BoardView(viewModel: CardGameViewModel())
// expect: BoardView body
// expect: CardView 1 body: down
// expect: CardView 2 body: down
// expect: CardView 3 body: down
:tap "card 2"
// expect: chose 2: copy isFaceUp true, model isFaceUp false
:tap "card 2"
// expect: chose 2: copy isFaceUp true, model isFaceUp false
:tap "Flip all"
// expect: BoardView body
// expect: CardView 1 body: up
// expect: CardView 2 body: up
// expect: CardView 3 body: up
:tap "moon"
// expect: chose 2: copy isFaceUp false, model isFaceUp true
