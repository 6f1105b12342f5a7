// Advanced Swift style (zip and enumerated over your own collections): a deck of cards as a Collection, dealt by zipping with players and walked with enumerated
enum Suit: String, CaseIterable { case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠" }

struct Card: Equatable, CustomStringConvertible {
    let rank: Int
    let suit: Suit
    var description: String {
        let names = [1: "A", 11: "J", 12: "Q", 13: "K"]
        return (names[rank] ?? String(rank)) + suit.rawValue
    }
}

struct Deck: RandomAccessCollection {
    private let cards: [Card]
    init(ranks: ClosedRange<Int>) {
        cards = Suit.allCases.flatMap { suit in ranks.map { Card(rank: $0, suit: suit) } }
    }
    var startIndex: Int { 0 }
    var endIndex: Int { cards.count }
    subscript(i: Int) -> Card { cards[i] }
}

let deck = Deck(ranks: 11...13)
print(deck.count, deck.first!, deck.last!)
print(Array(deck))

let players = ["Ann", "Ben", "Cy"]
var hands: [String: [Card]] = [:]
for (index, card) in deck.enumerated() {
    hands[players[index % players.count], default: []].append(card)
}
for name in hands.keys.sorted() {
    print(name, hands[name]!)
}

for (player, card) in zip(players, deck.reversed()) {
    print("\(player) draws \(card)")
}
let pairs = zip(deck, deck.dropFirst()).filter { $0.suit == $1.suit }
print(pairs.count, pairs.prefix(2).map { "\($0)\($1)" })
for (offset, card) in deck.enumerated() where card.rank == 13 {
    print("king at", offset, card)
}
let scores = zip(1..., deck.prefix(4)).map { $0 * $1.rank }
print(scores, scores.reduce(0, +))
print(deck.firstIndex(of: Card(rank: 12, suit: .hearts)) ?? -1)
print(deck.contains { $0.rank == 1 }, deck.max { $0.rank < $1.rank }!)
print(Dictionary(grouping: deck, by: \.rank).keys.sorted())

// expect: 12 J♣ K♠
// expect: [J♣, Q♣, K♣, J♦, Q♦, K♦, J♥, Q♥, K♥, J♠, Q♠, K♠]
// expect: Ann [J♣, J♦, J♥, J♠]
// expect: Ben [Q♣, Q♦, Q♥, Q♠]
// expect: Cy [K♣, K♦, K♥, K♠]
// expect: Ann draws K♠
// expect: Ben draws Q♠
// expect: Cy draws J♠
// expect: 8 ["J♣Q♣", "Q♣K♣"]
// expect: king at 2 K♣
// expect: king at 5 K♦
// expect: king at 8 K♥
// expect: king at 11 K♠
// expect: [11, 24, 39, 44] 118
// expect: 7
// expect: false K♣
// expect: [11, 12, 13]
