// CS193p style (generic model): a MemoryGame<CardContent> with mutating choose, an Array `only` extension and firstIndex(where:)
struct MemoryGame<CardContent> where CardContent: Equatable {
    private(set) var cards: [Card]
    private(set) var score = 0

    private var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get { cards.indices.filter { cards[$0].isFaceUp }.only }
        set {
            for index in cards.indices {
                cards[index].isFaceUp = index == newValue
            }
        }
    }

    init(numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
        cards = []
        for pairIndex in 0..<numberOfPairsOfCards {
            let content = cardContentFactory(pairIndex)
            cards.append(Card(content: content, id: pairIndex * 2))
            cards.append(Card(content: content, id: pairIndex * 2 + 1))
        }
    }

    mutating func choose(_ card: Card) {
        guard let chosenIndex = cards.firstIndex(where: { $0.id == card.id }),
              !cards[chosenIndex].isFaceUp, !cards[chosenIndex].isMatched else { return }
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
        var isFaceUp = false
        var isMatched = false
        let content: CardContent
        let id: Int
    }
}

extension Array {
    var only: Element? {
        count == 1 ? first : nil
    }
}

let emojis = ["🐶", "🐱", "🐭"]
var game = MemoryGame<String>(numberOfPairsOfCards: emojis.count) { emojis[$0] }
func show(_ game: MemoryGame<String>) {
    let row = game.cards.map { $0.isMatched ? "✓" : ($0.isFaceUp ? $0.content : "▢") }.joined(separator: " ")
    print(row, "score:", game.score)
}
show(game)
let picks = [0, 2, 0, 1, 3, 4, 5, 2]
for pick in picks {
    game.choose(game.cards[pick])
    show(game)
}
print([7].only ?? -1, [1, 2].only ?? -1, [Int]().only ?? -1)

// expect: ▢ ▢ ▢ ▢ ▢ ▢ score: 0
// expect: 🐶 ▢ ▢ ▢ ▢ ▢ score: 0
// expect: 🐶 ▢ 🐱 ▢ ▢ ▢ score: -1
// expect: 🐶 ▢ 🐱 ▢ ▢ ▢ score: -1
// expect: ▢ 🐶 ▢ ▢ ▢ ▢ score: -1
// expect: ▢ 🐶 ▢ 🐱 ▢ ▢ score: -2
// expect: ▢ ▢ ▢ ▢ 🐭 ▢ score: -2
// expect: ▢ ▢ ▢ ▢ ✓ ✓ score: 0
// expect: ▢ ▢ 🐱 ▢ ✓ ✓ score: 0
// expect: 7 -1 -1
