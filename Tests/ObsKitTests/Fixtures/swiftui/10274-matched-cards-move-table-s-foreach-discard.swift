// CS193p style (SET, 2023 lectures on matchedGeometryEffect): matched cards move from the table's ForEach to the discard pile's ForEach, both keyed by the card's id and tied with `matchedGeometryEffect(id:in:)` on a @Namespace; an id names a node only inside its own ForEach, so a moved card is a new node: the table's row is destroyed (its onDisappear, its @State gone) and the pile makes a new row that runs and appears (rules §1.2, §1.4, §11.1); the namespace only animates frames (§15.21)
import SwiftUI

struct SetGame {
    struct Card: Identifiable {
        let id: Int
        let name: String
    }
    private(set) var table = [
        Card(id: 1, name: "red oval"),
        Card(id: 2, name: "green oval"),
        Card(id: 3, name: "purple oval"),
        Card(id: 4, name: "red diamond"),
    ]
    private(set) var discardPile: [Card] = []

    mutating func discard(_ ids: [Int]) {
        for id in ids {
            if let index = table.firstIndex(where: { $0.id == id }) {
                discardPile.append(table.remove(at: index))
            }
        }
    }
}

final class SetViewModel: ObservableObject {
    @Published private var game = SetGame()
    var table: [SetGame.Card] { game.table }
    var discardPile: [SetGame.Card] { game.discardPile }

    func discardMatch() { game.discard([1, 2, 3]) }
}

struct CardView: View {
    let card: SetGame.Card
    let place: String
    @State private var taps = 0

    var body: some View {
        let _ = print("CardView \(card.id) in \(place) body: taps \(taps)")
        Text(card.name)
            .onTapGesture { taps += 1 }
            .onAppear { print("appear \(card.id) in \(place)") }
            .onDisappear { print("disappear \(card.id) from \(place)") }
    }
}

struct SetGameView: View {
    @ObservedObject var viewModel: SetViewModel
    @Namespace private var dealingNamespace

    var body: some View {
        let _ = print("SetGameView body: table \(viewModel.table.count), pile \(viewModel.discardPile.count)")
        VStack {
            VStack {
                ForEach(viewModel.table) { card in
                    CardView(card: card, place: "table")
                        .matchedGeometryEffect(id: card.id, in: dealingNamespace)
                }
            }
            Button("Discard match") {
                withAnimation { viewModel.discardMatch() }
            }
            ZStack {
                ForEach(viewModel.discardPile) { card in
                    CardView(card: card, place: "pile")
                        .matchedGeometryEffect(id: card.id, in: dealingNamespace)
                }
            }
        }
    }
}

:mount SetGameView(viewModel: SetViewModel())
// expect: SetGameView body: table 4, pile 0
// expect: CardView 1 in table body: taps 0
// expect: CardView 2 in table body: taps 0
// expect: CardView 3 in table body: taps 0
// expect: CardView 4 in table body: taps 0
// expect: appear 1 in table
// expect: appear 2 in table
// expect: appear 3 in table
// expect: appear 4 in table
:tap "red oval"
// expect: CardView 1 in table body: taps 1
:tap "Discard match"
// expect: SetGameView body: table 1, pile 3
// expect: CardView 1 in pile body: taps 0
// expect: CardView 2 in pile body: taps 0
// expect: CardView 3 in pile body: taps 0
// expect: disappear 1 from table
// expect: disappear 2 from table
// expect: disappear 3 from table
// expect: appear 1 in pile
// expect: appear 2 in pile
// expect: appear 3 in pile
