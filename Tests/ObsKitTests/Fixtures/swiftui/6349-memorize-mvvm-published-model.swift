// Stanford CS193p, Memorize: a generic MemoryGame model struct, an EmojiMemoryGame ViewModel (ObservableObject with a @Published private model), a view with @ObservedObject, a LazyVGrid of cards chosen with onTapGesture (Apple: ObservableObject, Published "publishes before the property changes", ObservedObject; SEMANTICS §5, §6 any @Published change invalidates, §12 _printChanges)
import SwiftUI

struct MemoryGame<CardContent> where CardContent: Equatable {
    private(set) var cards: [Card]
    private(set) var score = 0

    init(numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
        cards = []
        for pairIndex in 0..<max(2, numberOfPairsOfCards) {
            let content = cardContentFactory(pairIndex)
            cards.append(Card(id: pairIndex * 2 + 1, content: content))
            cards.append(Card(id: pairIndex * 2 + 2, content: content))
        }
    }

    private var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get {
            let faceUpIndices = cards.indices.filter { cards[$0].isFaceUp }
            return faceUpIndices.count == 1 ? faceUpIndices.first : nil
        }
        set {
            for index in cards.indices {
                cards[index].isFaceUp = (index == newValue)
            }
        }
    }

    mutating func choose(_ card: Card) {
        guard let chosenIndex = cards.firstIndex(where: { $0.id == card.id }),
              !cards[chosenIndex].isFaceUp,
              !cards[chosenIndex].isMatched else { return }
        if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
            if cards[chosenIndex].content == cards[potentialMatchIndex].content {
                cards[chosenIndex].isMatched = true
                cards[potentialMatchIndex].isMatched = true
                score += 2
            } else {
                score -= 1
            }
            cards[chosenIndex].isFaceUp = true
        } else {
            indexOfTheOneAndOnlyFaceUpCard = chosenIndex
        }
    }

    struct Card: Identifiable {
        let id: Int
        var isFaceUp = false
        var isMatched = false
        let content: CardContent
    }
}

final class EmojiMemoryGame: ObservableObject {
    private static let emojis = ["👻", "🎃", "🕷️"]

    private static func createMemoryGame() -> MemoryGame<String> {
        MemoryGame(numberOfPairsOfCards: emojis.count) { pairIndex in
            emojis[pairIndex]
        }
    }

    @Published private var model = createMemoryGame()

    var cards: [MemoryGame<String>.Card] { model.cards }
    var score: Int { model.score }

    // MARK: - Intents
    func choose(_ card: MemoryGame<String>.Card) {
        model.choose(card)
        let states = model.cards.map { $0.isMatched ? "m" : ($0.isFaceUp ? "u" : "d") }.joined()
        print("\(states) score \(model.score)")
    }
}

struct CardView: View {
    let card: MemoryGame<String>.Card

    var body: some View {
        ZStack {
            let base = RoundedRectangle(cornerRadius: 12)
            if card.isFaceUp {
                base.fill(.white)
                base.strokeBorder(lineWidth: 2)
                Text(card.content).font(.largeTitle)
            } else {
                base.fill(.orange)
                Text("card \(card.id)")
            }
        }
        .opacity(card.isMatched ? 0.4 : 1)
    }
}

struct EmojiMemoryGameView: View {
    @ObservedObject var viewModel: EmojiMemoryGame

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Score: \(viewModel.score)")
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 85), spacing: 0)], spacing: 0) {
                    ForEach(viewModel.cards) { card in
                        CardView(card: card)
                            .aspectRatio(2/3, contentMode: .fit)
                            .padding(4)
                            .onTapGesture {
                                viewModel.choose(card)
                            }
                    }
                }
            }
            .foregroundStyle(.orange)
        }
        .padding()
    }
}

:mount EmojiMemoryGameView(viewModel: EmojiMemoryGame())
:tap "card 1"
:tap "card 3"
:tap "card 4"
:tap "card 3"

// expect: EmojiMemoryGameView: @self, @identity, _viewModel changed.
// expect: uddddd score 0
// expect: EmojiMemoryGameView: _viewModel changed.
// expect: ududdd score -1
// expect: EmojiMemoryGameView: _viewModel changed.
// expect: dddudd score -1
// expect: EmojiMemoryGameView: _viewModel changed.
// expect: ddmmdd score 1
// expect: EmojiMemoryGameView: _viewModel changed.
