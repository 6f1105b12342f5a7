// Course exercise: generic MemoryGame<CardContent> with Equatable content, oneAndOnly and mutating choose
struct MemoryGame<CardContent> where CardContent: Equatable {
    private(set) var cards: [Card]
    private(set) var score = 0

    init(numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
        cards = []
        for pairIndex in 0..<max(2, numberOfPairsOfCards) {
            let content = cardContentFactory(pairIndex)
            cards.append(Card(content: content, id: "\(pairIndex + 1)a"))
            cards.append(Card(content: content, id: "\(pairIndex + 1)b"))
        }
    }

    var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get { cards.indices.filter { cards[$0].isFaceUp }.oneAndOnly }
        set { cards.indices.forEach { cards[$0].isFaceUp = (newValue == $0) } }
    }

    mutating func choose(_ card: Card) {
        if let chosenIndex = cards.firstIndex(where: { $0.id == card.id }) {
            if !cards[chosenIndex].isFaceUp && !cards[chosenIndex].isMatched {
                if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
                    if cards[chosenIndex].content == cards[potentialMatchIndex].content {
                        cards[chosenIndex].isMatched = true
                        cards[potentialMatchIndex].isMatched = true
                        score += 2
                    } else {
                        score -= 1
                    }
                } else {
                    indexOfTheOneAndOnlyFaceUpCard = chosenIndex
                }
                cards[chosenIndex].isFaceUp = true
            }
        }
    }

    struct Card: Identifiable, CustomDebugStringConvertible {
        var isFaceUp = false
        var isMatched = false
        let content: CardContent
        var id: String
        var debugDescription: String {
            "\(id): \(content) \(isFaceUp ? "up" : "down")\(isMatched ? " matched" : "")"
        }
    }
}

extension Array {
    var oneAndOnly: Element? {
        if count == 1 {
            return first
        } else {
            return nil
        }
    }
}

let emojis = ["👻", "🎃", "🕷️"]
var game = MemoryGame<String>(numberOfPairsOfCards: 3) { emojis[$0] }
print("cards: \(game.cards.count)")
game.choose(game.cards[0])
print("face up index: \(String(describing: game.indexOfTheOneAndOnlyFaceUpCard))")
game.choose(game.cards[2])
print("after mismatch score: \(game.score)")
game.choose(game.cards[4])
game.choose(game.cards[5])
print("after match score: \(game.score)")
for card in game.cards {
    print(card.debugDescription)
}

// expect: cards: 6
// expect: face up index: Optional(0)
// expect: after mismatch score: -1
// expect: after match score: 1
// expect: 1a: 👻 down
// expect: 1b: 👻 down
// expect: 2a: 🎃 down
// expect: 2b: 🎃 down
// expect: 3a: 🕷️ up matched
// expect: 3b: 🕷️ up matched
