// Kodeco SwiftUI Apprentice style (Cards, the @Observable store): the store has `cards` and `selectedCardID`; the grid reads only `cards`, a banner reads only `selectedCardID`, both through `@Environment(CardStore.self)`; Observation tracks each property a body read (rules §8.3, §14.2), so selecting runs only the banner, adding a card runs only the grid (and the new thumbnail), and selecting the already selected card with `=` notifies nobody (§8.1, T12)
import SwiftUI
import Observation

struct Card: Identifiable {
    let id: Int
    var title: String
}

@Observable
final class CardStore {
    var cards = [Card(id: 1, title: "Dune"), Card(id: 2, title: "Sand")]
    var selectedCardID: Int?

    func addCard() {
        let id = (cards.map(\.id).max() ?? 0) + 1
        cards.append(Card(id: id, title: "Card \(id)"))
    }
}

struct CardThumbnail: View {
    let card: Card
    var body: some View {
        let _ = print("CardThumbnail body: \(card.title)")
        Text(card.title)
    }
}

struct SelectionBanner: View {
    @Environment(CardStore.self) private var store
    var body: some View {
        let _ = print("SelectionBanner body: \(store.selectedCardID.map { "card \($0)" } ?? "nothing")")
        Text(store.selectedCardID == nil ? "Pick a card" : "Selected \(store.selectedCardID!)")
    }
}

struct CardGrid: View {
    @Environment(CardStore.self) private var store
    var body: some View {
        let _ = print("CardGrid body: \(store.cards.count) cards")
        VStack {
            ForEach(store.cards) { card in
                CardThumbnail(card: card)
                    .onTapGesture { store.selectedCardID = card.id }
            }
            Button("Add") { store.addCard() }
        }
    }
}

struct CardsView: View {
    var body: some View {
        VStack {
            SelectionBanner()
            CardGrid()
        }
    }
}

:mount CardsView().environment(CardStore())
// expect: SelectionBanner body: nothing
// expect: CardGrid body: 2 cards
// expect: CardThumbnail body: Dune
// expect: CardThumbnail body: Sand
:tap "Sand"
// expect: SelectionBanner body: card 2
:tap "Sand"
:tap "Add"
// expect: CardGrid body: 3 cards
// expect: CardThumbnail body: Card 3
:tap "Dune"
// expect: SelectionBanner body: card 1
