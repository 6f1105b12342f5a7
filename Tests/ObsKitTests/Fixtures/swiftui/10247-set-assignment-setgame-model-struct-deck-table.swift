// CS193p style: the SET assignment, a SetGame model struct (deck, table, score) owned by an ObservableObject view model, cards chosen with onTapGesture in a plain ForEach; each intent re-runs the root (rules §5.1, §6.5); a card runs only when its own value changed (§2.3, §2.7): a failed set deselects two cards and leaves the third, which was selected and deselected in one intent, alone; a found set replaces three cards with new ids, new rows (§1.2)
import SwiftUI

struct SetGame {
    private(set) var deck: [Card] = []
    private(set) var table: [Card] = []
    private(set) var score = 0

    init() {
        var id = 0
        for number in 1...3 {
            for shape in ["diamond", "oval", "squiggle"] {
                for color in ["red", "green", "purple"] {
                    id += 1
                    deck.append(Card(id: id, number: number, shape: shape, color: color))
                }
            }
        }
        deal(6)
    }

    mutating func deal(_ count: Int) {
        for _ in 0..<count where !deck.isEmpty {
            table.append(deck.removeFirst())
        }
    }

    private static func allSameOrAllDifferent<T: Hashable>(_ values: [T]) -> Bool {
        let distinct = Set(values).count
        return distinct == 1 || distinct == values.count
    }

    static func isSet(_ cards: [Card]) -> Bool {
        allSameOrAllDifferent(cards.map(\.number))
            && allSameOrAllDifferent(cards.map(\.shape))
            && allSameOrAllDifferent(cards.map(\.color))
    }

    mutating func select(_ card: Card) -> String? {
        guard let index = table.firstIndex(where: { $0.id == card.id }) else { return nil }
        table[index].isSelected.toggle()
        let selected = table.filter(\.isSelected)
        guard selected.count == 3 else { return nil }
        if Self.isSet(selected) {
            score += 1
            for chosen in selected {
                if let position = table.firstIndex(where: { $0.id == chosen.id }) {
                    if deck.isEmpty {
                        table.remove(at: position)
                    } else {
                        table[position] = deck.removeFirst()
                    }
                }
            }
            return "set!"
        } else {
            score -= 1
            for position in table.indices {
                table[position].isSelected = false
            }
            return "not a set"
        }
    }

    struct Card: Identifiable {
        let id: Int
        let number: Int
        let shape: String
        let color: String
        var isSelected = false

        var name: String { "\(number) \(color) \(shape)" }
    }
}

final class SetGameViewModel: ObservableObject {
    @Published private var game = SetGame()

    var table: [SetGame.Card] { game.table }
    var deckCount: Int { game.deck.count }
    var score: Int { game.score }

    // MARK: - Intents
    func select(_ card: SetGame.Card) {
        if let result = game.select(card) {
            print(result)
        }
    }

    func dealThreeMore() {
        game.deal(3)
    }
}

struct CardView: View {
    let card: SetGame.Card
    var body: some View {
        let _ = print("CardView \(card.id) body: \(card.isSelected ? "selected" : "plain")")
        Text(card.name)
            .padding(4)
            .border(card.isSelected ? .blue : .gray)
    }
}

struct SetGameView: View {
    @ObservedObject var viewModel: SetGameViewModel

    var body: some View {
        let _ = print("SetGameView body: table \(viewModel.table.count), deck \(viewModel.deckCount), score \(viewModel.score)")
        VStack {
            ForEach(viewModel.table) { card in
                CardView(card: card)
                    .onTapGesture { viewModel.select(card) }
            }
            Button("Deal 3 More") { viewModel.dealThreeMore() }
                .disabled(viewModel.deckCount == 0)
        }
    }
}

:mount SetGameView(viewModel: SetGameViewModel())
// expect: SetGameView body: table 6, deck 21, score 0
// expect: CardView 1 body: plain
// expect: CardView 2 body: plain
// expect: CardView 3 body: plain
// expect: CardView 4 body: plain
// expect: CardView 5 body: plain
// expect: CardView 6 body: plain
:tap "1 red diamond"
// expect: SetGameView body: table 6, deck 21, score 0
// expect: CardView 1 body: selected
:tap "1 green diamond"
// expect: SetGameView body: table 6, deck 21, score 0
// expect: CardView 2 body: selected
:tap "1 red oval"
// expect: not a set
// expect: SetGameView body: table 6, deck 21, score -1
// expect: CardView 1 body: plain
// expect: CardView 2 body: plain
:tap "Deal 3 More"
// expect: SetGameView body: table 9, deck 18, score -1
// expect: CardView 7 body: plain
// expect: CardView 8 body: plain
// expect: CardView 9 body: plain
:tap "1 red diamond"
// expect: SetGameView body: table 9, deck 18, score -1
// expect: CardView 1 body: selected
:tap "1 green diamond"
// expect: SetGameView body: table 9, deck 18, score -1
// expect: CardView 2 body: selected
:tap "1 purple diamond"
// expect: set!
// expect: SetGameView body: table 9, deck 15, score 0
// expect: CardView 10 body: plain
// expect: CardView 11 body: plain
// expect: CardView 12 body: plain
:tap "2 red diamond"
// expect: SetGameView body: table 9, deck 15, score 0
// expect: CardView 10 body: selected
