// CS193p style: Memorize with a MemoryGame model struct owned by an ObservableObject view model (@Published private var model, private(set) fields), intents choose/shuffle, @ObservedObject in the root view; after each intent the root runs (rules §5.1, §6.3, §6.5), a POD score view runs only when the score moved (§2.1), and only the cards whose values changed run their bodies (§2.3, §2.7); a shuffle moves rows by id without running any card (§1.2)
// corrected: the last tap's expectation missed that choosing card 4 runs the model's indexOfTheOneAndOnlyFaceUpCard setter, which turns the two matched cards face down (their values change, so they run, rules §2.7), in the shuffled order 4, 2, 1 (§1.2)
import SwiftUI

struct MemoryGame<CardContent: Equatable> {
    private(set) var cards: [Card]
    private(set) var score = 0

    init(numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
        cards = []
        for pairIndex in 0..<numberOfPairsOfCards {
            let content = cardContentFactory(pairIndex)
            cards.append(Card(id: pairIndex * 2 + 1, content: content))
            cards.append(Card(id: pairIndex * 2 + 2, content: content))
        }
    }

    private var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get {
            let faceUp = cards.indices.filter { cards[$0].isFaceUp }
            return faceUp.count == 1 ? faceUp.first : nil
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

    // deterministic stand-in for shuffle(), so the run is repeatable
    mutating func shuffle() {
        cards.reverse()
    }

    struct Card: Identifiable, Equatable {
        let id: Int
        var isFaceUp = false
        var isMatched = false
        let content: CardContent
    }
}

final class EmojiMemoryGame: ObservableObject {
    typealias Card = MemoryGame<String>.Card
    private static let emojis = ["ghost", "pumpkin"]

    private static func createMemoryGame() -> MemoryGame<String> {
        MemoryGame(numberOfPairsOfCards: emojis.count) { pairIndex in
            emojis[pairIndex]
        }
    }

    @Published private var model = createMemoryGame()

    init() { print("EmojiMemoryGame init") }

    var cards: [Card] { model.cards }
    var score: Int { model.score }

    // MARK: - Intents
    func choose(_ card: Card) {
        model.choose(card)
    }

    func shuffle() {
        model.shuffle()
    }
}

struct ScoreView: View {
    let score: Int
    var body: some View {
        let _ = print("ScoreView body: \(score)")
        Text("Score: \(score)")
    }
}

struct CardView: View {
    let card: EmojiMemoryGame.Card

    var body: some View {
        let _ = print("CardView \(card.id) body: \(card.isMatched ? "matched" : card.isFaceUp ? card.content : "down")")
        ZStack {
            let base = RoundedRectangle(cornerRadius: 12)
            if card.isFaceUp {
                base.fill(.white)
                base.strokeBorder(lineWidth: 2)
                Text(card.content).font(.largeTitle)
            } else {
                base.fill()
                Text("card \(card.id)")
            }
        }
        .opacity(card.isMatched ? 0.3 : 1)
    }
}

struct EmojiMemoryGameView: View {
    @ObservedObject var viewModel: EmojiMemoryGame

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ScoreView(score: viewModel.score)
            ScrollView {
                HStack {
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
            Button("Shuffle") {
                viewModel.shuffle()
            }
        }
        .padding()
    }
}

:mount EmojiMemoryGameView(viewModel: EmojiMemoryGame())
// expect: EmojiMemoryGame init
// expect: EmojiMemoryGameView: @self, @identity, _viewModel changed.
// expect: ScoreView body: 0
// expect: CardView 1 body: down
// expect: CardView 2 body: down
// expect: CardView 3 body: down
// expect: CardView 4 body: down
:tap "card 1"
// expect: EmojiMemoryGameView: _viewModel changed.
// expect: CardView 1 body: ghost
:tap "card 3"
// expect: EmojiMemoryGameView: _viewModel changed.
// expect: ScoreView body: -1
// expect: CardView 3 body: pumpkin
:tap "card 2"
// expect: EmojiMemoryGameView: _viewModel changed.
// expect: CardView 1 body: down
// expect: CardView 2 body: ghost
// expect: CardView 3 body: down
:tap "card 1"
// expect: EmojiMemoryGameView: _viewModel changed.
// expect: ScoreView body: 1
// expect: CardView 1 body: matched
// expect: CardView 2 body: matched
:tap "Shuffle"
// expect: EmojiMemoryGameView: _viewModel changed.
:tap "card 4"
// expect: EmojiMemoryGameView: _viewModel changed.
// expect: CardView 4 body: pumpkin
// expect: CardView 2 body: matched
// expect: CardView 1 body: matched
