// Kodeco SwiftUI Apprentice style (Cards): the App keeps `@State private var store = CardStore()` (an `@Observable` class) and passes it with `.environment(store)`; a toolbar "Add" appends a card and swipe-to-delete removes one through onDelete; the list reads `cards` so it runs on each change (rules §8.3), existing rows whose values are unchanged skip their bodies (§2.7), a new row runs and appears, a deleted row disappears (§1.2, §11.1, §15.2, §15.4)
import SwiftUI
import Observation

struct Card: Identifiable {
    let id: Int
    var title: String
}

@Observable
final class CardStore {
    var cards: [Card] = []
    private var nextID = 1

    init() {
        print("CardStore init")
        addCard()
        addCard()
    }

    func addCard() {
        cards.append(Card(id: nextID, title: "Card \(nextID)"))
        nextID += 1
    }

    func remove(atOffsets offsets: IndexSet) {
        cards.remove(atOffsets: offsets)
    }
}

struct CardRow: View {
    let card: Card
    var body: some View {
        let _ = print("CardRow body: \(card.title)")
        Text(card.title)
            .onAppear { print("appear \(card.title)") }
            .onDisappear { print("disappear \(card.title)") }
    }
}

struct CardsListView: View {
    @Environment(CardStore.self) var store

    var body: some View {
        let _ = print("CardsListView body: \(store.cards.count) cards")
        NavigationStack {
            List {
                ForEach(store.cards) { card in
                    CardRow(card: card)
                }
                .onDelete { offsets in
                    store.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Cards")
            .toolbar {
                Button("Add") { store.addCard() }
            }
        }
    }
}

@main
struct CardsApp: App {
    @State private var store = CardStore()

    var body: some Scene {
        WindowGroup {
            CardsListView()
                .environment(store)
        }
    }
}

:mount CardsApp()
// expect: CardStore init
// expect: CardsListView body: 2 cards
// expect: CardRow body: Card 1
// expect: CardRow body: Card 2
// expect: appear Card 1
// expect: appear Card 2
:tap "Add"
// expect: CardsListView body: 3 cards
// expect: CardRow body: Card 3
// expect: appear Card 3
:delete "Card 1"
// expect: CardsListView body: 2 cards
// expect: disappear Card 1
:delete "Card 3"
// expect: CardsListView body: 1 cards
// expect: disappear Card 3
