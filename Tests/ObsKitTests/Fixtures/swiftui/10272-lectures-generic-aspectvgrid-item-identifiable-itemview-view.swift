// CS193p style: the lectures' generic `AspectVGrid<Item: Identifiable, ItemView: View>` container (a GeometryReader around the rows, here a VStack instead of a LazyVGrid) with `@ViewBuilder var content: (Item) -> ItemView`; the root hands it a closure that captures the view model, so the grid runs at every root render (rules §2.4) and its GeometryReader content runs again (§8.4, §15.9), while each card runs only when its own value changed (§2.3, §2.7)
import SwiftUI

struct AspectVGrid<Item: Identifiable, ItemView: View>: View {
    var items: [Item]
    var aspectRatio: CGFloat = 1
    @ViewBuilder var content: (Item) -> ItemView

    init(_ items: [Item], aspectRatio: CGFloat, @ViewBuilder content: @escaping (Item) -> ItemView) {
        self.items = items
        self.aspectRatio = aspectRatio
        self.content = content
    }

    var body: some View {
        let _ = print("AspectVGrid body: \(items.count) items")
        GeometryReader { geometry in
            let width = geometry.size.width / CGFloat(max(items.count, 1))
            VStack(spacing: 0) {
                ForEach(items) { item in
                    content(item)
                        .frame(width: width)
                        .aspectRatio(aspectRatio, contentMode: .fit)
                }
            }
        }
    }
}

struct MemoryGame {
    struct Card: Identifiable {
        let id: Int
        let content: String
        var isFaceUp = false
    }
    private(set) var cards = [
        Card(id: 1, content: "lion"),
        Card(id: 2, content: "lion"),
        Card(id: 3, content: "owl"),
    ]
    private(set) var flips = 0

    mutating func flip(_ card: Card) {
        if let index = cards.firstIndex(where: { $0.id == card.id }) {
            cards[index].isFaceUp.toggle()
            flips += 1
        }
    }
}

final class EmojiMemoryGame: ObservableObject {
    @Published private var model = MemoryGame()
    var cards: [MemoryGame.Card] { model.cards }
    var flips: Int { model.flips }
    func flip(_ card: MemoryGame.Card) { model.flip(card) }
}

struct CardView: View {
    let card: MemoryGame.Card
    init(_ card: MemoryGame.Card) { self.card = card }

    var body: some View {
        let _ = print("CardView \(card.id) body: \(card.isFaceUp ? card.content : "down")")
        Text(card.isFaceUp ? card.content : "card \(card.id)")
    }
}

struct EmojiMemoryGameView: View {
    @ObservedObject var viewModel: EmojiMemoryGame
    private let aspectRatio: CGFloat = 2/3

    var body: some View {
        let _ = print("EmojiMemoryGameView body: flips \(viewModel.flips)")
        AspectVGrid(viewModel.cards, aspectRatio: aspectRatio) { card in
            CardView(card)
                .padding(4)
                .onTapGesture { viewModel.flip(card) }
        }
    }
}

:mount EmojiMemoryGameView(viewModel: EmojiMemoryGame())
// expect: EmojiMemoryGameView body: flips 0
// expect: AspectVGrid body: 3 items
// expect: CardView 1 body: down
// expect: CardView 2 body: down
// expect: CardView 3 body: down
:tap "card 3"
// expect: EmojiMemoryGameView body: flips 1
// expect: AspectVGrid body: 3 items
// expect: CardView 3 body: owl
:tap "card 1"
// expect: EmojiMemoryGameView body: flips 2
// expect: AspectVGrid body: 3 items
// expect: CardView 1 body: lion
:tap "owl"
// expect: EmojiMemoryGameView body: flips 3
// expect: AspectVGrid body: 3 items
// expect: CardView 3 body: down
