// Kodeco SwiftUI Apprentice style (Cards): the card list makes `@Bindable var store = store` from the environment's `@Observable` store and lays out `ForEach($store.cards) { $card in CardRow(card: $card) }`; each row's binding from `ForEach($...)` is made anew at every list body and never equals the last (rules §15.1), so toggling one card's favourite runs the list (it read `cards`, §8.3) and then every row, and a change to another store property the list doesn't read (`sortHint`) runs nothing (§8.3)
import SwiftUI
import Observation

struct Card: Identifiable {
    let id: Int
    var title: String
    var isFavorite = false
}

@Observable
final class CardStore {
    var cards = [
        Card(id: 1, title: "Thank you"),
        Card(id: 2, title: "Get well"),
        Card(id: 3, title: "Congrats"),
    ]
    var sortHint = "none"
}

struct CardRow: View {
    @Binding var card: Card

    var body: some View {
        let _ = print("CardRow body: \(card.title)\(card.isFavorite ? " *" : "")")
        Toggle(card.title, isOn: $card.isFavorite)
    }
}

struct CardListView: View {
    @Environment(CardStore.self) private var store

    var body: some View {
        @Bindable var store = store
        let _ = print("CardListView body")
        List {
            ForEach($store.cards) { $card in
                CardRow(card: $card)
            }
        }
    }
}

let sharedStore = CardStore()

:mount CardListView().environment(sharedStore)
// expect: CardListView body
// expect: CardRow body: Thank you
// expect: CardRow body: Get well
// expect: CardRow body: Congrats
:toggle "Get well"
// expect: CardListView body
// expect: CardRow body: Thank you
// expect: CardRow body: Get well *
// expect: CardRow body: Congrats
sharedStore.sortHint = "by title"
:toggle "Congrats"
// expect: CardListView body
// expect: CardRow body: Thank you
// expect: CardRow body: Get well *
// expect: CardRow body: Congrats *
