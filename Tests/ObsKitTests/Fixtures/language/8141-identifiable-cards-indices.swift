// Course exercise: Identifiable structs, indices, firstIndex(where:) and a fixed "shuffle" order
struct Card: Identifiable {
    let id: Int
    let face: String
    var isFaceUp = false
}

struct Deck {
    private(set) var cards: [Card]

    init(faces: [String]) {
        cards = faces.enumerated().map { Card(id: $0.offset, face: $0.element) }
    }

    // Deterministic replacement for shuffle(): a fixed permutation.
    mutating func shuffle(order: [Int]) {
        cards = order.map { cards[$0] }
    }

    mutating func flip(id: Card.ID) {
        if let index = cards.firstIndex(where: { $0.id == id }) {
            cards[index].isFaceUp.toggle()
        }
    }

    var faceUpCards: [Card] {
        cards.filter(\.isFaceUp)
    }
}

var deck = Deck(faces: ["A", "K", "Q", "J", "10"])
print(deck.cards.map(\.face).joined(separator: " "))
deck.shuffle(order: [3, 0, 4, 1, 2])
print(deck.cards.map(\.face).joined(separator: " "))
print("ids: \(deck.cards.map(\.id))")

deck.flip(id: 4)
deck.flip(id: 1)
deck.flip(id: 99)
print("face up: \(deck.faceUpCards.map(\.face))")

for index in deck.cards.indices where index % 2 == 0 {
    let card = deck.cards[index]
    print("slot \(index): \(card.face) (id \(card.id)) \(card.isFaceUp ? "up" : "down")")
}
deck.flip(id: 4)
print("face up count: \(deck.faceUpCards.count)")
print("indices: \(deck.cards.indices)")

// expect: A K Q J 10
// expect: J A 10 K Q
// expect: ids: [3, 0, 4, 1, 2]
// expect: face up: ["10", "K"]
// expect: slot 0: J (id 3) down
// expect: slot 2: 10 (id 4) up
// expect: slot 4: Q (id 2) down
// expect: face up count: 1
// expect: indices: 0..<5
