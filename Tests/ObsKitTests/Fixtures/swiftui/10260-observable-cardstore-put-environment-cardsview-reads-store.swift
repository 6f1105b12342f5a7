// Kodeco SwiftUI Apprentice style (Cards): an `@Observable` CardStore put in the environment, a CardsView that reads `store.cards` through `@Environment(CardStore.self)`, and `@State private var selectedCard: Card?` driving `.fullScreenCover(item:)`; picking a card runs only the cover's view (the presenter never read the item, rules §8.7, §13.1), adding a sticker inside the cover changes `cards`, which both bodies read (§8.3, §14.2), and Done dismisses through `@Environment(\.dismiss)` (§15.12) while a swipe can't dismiss a full-screen cover (§15.11)
import SwiftUI
import Observation

struct Card: Identifiable {
    let id: Int
    var name: String
    var stickers: [String] = []
}

@Observable
final class CardStore {
    var cards: [Card] = [
        Card(id: 1, name: "Birthday"),
        Card(id: 2, name: "Picnic"),
    ]
    var lastEdited: String?

    init() { print("CardStore init") }

    func addSticker(_ sticker: String, to cardID: Card.ID) {
        guard let index = cards.firstIndex(where: { $0.id == cardID }) else { return }
        cards[index].stickers.append(sticker)
    }
}

struct CardThumbnail: View {
    let card: Card
    var body: some View {
        RoundedRectangle(cornerRadius: 15)
            .foregroundStyle(.gray)
            .frame(width: 150, height: 250)
            .overlay { Text(card.name) }
    }
}

struct SingleCardView: View {
    @Environment(CardStore.self) var store
    @Environment(\.dismiss) var dismiss
    let card: Card

    var body: some View {
        let stickers = store.cards.first(where: { $0.id == card.id })?.stickers ?? []
        let _ = print("SingleCardView body: \(card.name) with \(stickers.count) stickers")
        NavigationStack {
            VStack {
                Text(card.name)
                Button("Add sticker") { store.addSticker("star", to: card.id) }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .onDisappear { print("SingleCardView disappear") }
    }
}

struct CardsView: View {
    @Environment(CardStore.self) var store
    @State private var selectedCard: Card?

    var body: some View {
        let _ = print("CardsView body: \(store.cards.map { "\($0.name)(\($0.stickers.count))" }.joined(separator: " "))")
        ScrollView {
            VStack {
                ForEach(store.cards) { card in
                    CardThumbnail(card: card)
                        .onTapGesture { selectedCard = card }
                }
            }
        }
        .fullScreenCover(item: $selectedCard) { card in
            SingleCardView(card: card)
        }
    }
}

:mount CardsView().environment(CardStore())
// expect: CardStore init
// expect: CardsView body: Birthday(0) Picnic(0)
:tap "Picnic"
// expect: SingleCardView body: Picnic with 0 stickers
:tap "Add sticker"
// expect: CardsView body: Birthday(0) Picnic(1)
// expect: SingleCardView body: Picnic with 1 stickers
:tap "Done"
// expect: SingleCardView disappear
:tap "Birthday"
// expect: SingleCardView body: Birthday with 0 stickers
:dismiss
// expect-error: full-screen cover
