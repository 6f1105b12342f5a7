// CS193p style: SET's view split into a StatusBar that takes plain Ints and a CardGrid that takes the cards and an `onChoose` closure; the status bar (POD) runs only when its numbers change (rules §2.1), the grid runs at every root render because its closure captures the view model and never compares equal (§2.4, T15), and inside the grid only changed cards run (§2.3); a hint stored in the view model (@Published) re-runs the root and the grid, not the status bar or the cards
import SwiftUI

struct SetGame {
    private(set) var table: [Card]
    private(set) var deckCount = 12
    private(set) var score = 0

    init() {
        table = [
            Card(id: 1, name: "one red oval"),
            Card(id: 2, name: "two red ovals"),
            Card(id: 3, name: "three red ovals"),
        ]
    }

    mutating func toggle(_ card: Card) {
        if let index = table.firstIndex(where: { $0.id == card.id }) {
            table[index].isSelected.toggle()
        }
        if table.allSatisfy(\.isSelected) {
            score += 1
            deckCount -= 3
            for index in table.indices { table[index].isSelected = false }
        }
    }

    struct Card: Identifiable {
        let id: Int
        let name: String
        var isSelected = false
    }
}

final class SetViewModel: ObservableObject {
    @Published private var game = SetGame()
    @Published private(set) var hint: String?

    var cards: [SetGame.Card] { game.table }
    var score: Int { game.score }
    var deckCount: Int { game.deckCount }

    func choose(_ card: SetGame.Card) { game.toggle(card) }
    func showHint() { hint = "try the ovals" }
}

struct StatusBar: View {
    let score: Int
    let deckCount: Int
    var body: some View {
        let _ = print("StatusBar body: score \(score), deck \(deckCount)")
        HStack {
            Text("Score \(score)")
            Text("Deck \(deckCount)")
        }
    }
}

struct CardView: View {
    let card: SetGame.Card
    var body: some View {
        let _ = print("CardView \(card.id) body: \(card.isSelected ? "selected" : "plain")")
        Text(card.name)
    }
}

struct CardGrid: View {
    let cards: [SetGame.Card]
    let onChoose: (SetGame.Card) -> Void

    var body: some View {
        let _ = print("CardGrid body: \(cards.count) cards")
        VStack {
            ForEach(cards) { card in
                CardView(card: card)
                    .onTapGesture { onChoose(card) }
            }
        }
    }
}

struct SetGameView: View {
    @ObservedObject var viewModel: SetViewModel

    var body: some View {
        let _ = print("SetGameView body: hint \(viewModel.hint ?? "none")")
        VStack {
            StatusBar(score: viewModel.score, deckCount: viewModel.deckCount)
            CardGrid(cards: viewModel.cards) { card in
                viewModel.choose(card)
            }
            Button("Hint") { viewModel.showHint() }
        }
    }
}

:mount SetGameView(viewModel: SetViewModel())
// expect: SetGameView body: hint none
// expect: StatusBar body: score 0, deck 12
// expect: CardGrid body: 3 cards
// expect: CardView 1 body: plain
// expect: CardView 2 body: plain
// expect: CardView 3 body: plain
:tap "two red ovals"
// expect: SetGameView body: hint none
// expect: CardGrid body: 3 cards
// expect: CardView 2 body: selected
:tap "Hint"
// expect: SetGameView body: hint try the ovals
// expect: CardGrid body: 3 cards
:tap "one red oval"
// expect: SetGameView body: hint try the ovals
// expect: CardGrid body: 3 cards
// expect: CardView 1 body: selected
:tap "three red ovals"
// expect: SetGameView body: hint try the ovals
// expect: StatusBar body: score 1, deck 9
// expect: CardGrid body: 3 cards
// expect: CardView 1 body: plain
// expect: CardView 2 body: plain
:tap "Hint"
// expect: SetGameView body: hint try the ovals
// expect: CardGrid body: 3 cards
