// Course exercise: Set game model dealing from a deck, selecting cards and replacing matched sets
struct SetGame {
    struct Card: Identifiable, Equatable {
        let id: Int
        let features: [Int] // number, shape, shading, color, each 0...2
        var isSelected = false
    }

    private(set) var deck: [Card] = []
    private(set) var table: [Card] = []
    private(set) var matchedCount = 0

    init(cardIDs: [Int]) {
        deck = cardIDs.map { id in
            Card(id: id, features: [id / 27 % 3, id / 9 % 3, id / 3 % 3, id % 3])
        }
    }

    mutating func deal(_ n: Int) {
        let count = min(n, deck.count)
        table += deck.prefix(count)
        deck.removeFirst(count)
    }

    static func isSet(_ cards: [Card]) -> Bool {
        (0..<4).allSatisfy { f in
            let sum = cards.map { $0.features[f] }.reduce(0, +)
            return sum % 3 == 0
        }
    }

    mutating func select(_ id: Int) -> String {
        guard let index = table.firstIndex(where: { $0.id == id }) else { return "card \(id) not on table" }
        table[index].isSelected.toggle()
        let selected = table.filter(\.isSelected)
        guard selected.count == 3 else { return "selected \(selected.count)" }
        if SetGame.isSet(selected) {
            matchedCount += 1
            table.removeAll(where: \.isSelected)
            deal(3)
            return "SET! table now \(table.map(\.id))"
        }
        for i in table.indices { table[i].isSelected = false }
        return "not a set"
    }
}

// A fixed deck order instead of shuffled(), so the run is reproducible.
var game = SetGame(cardIDs: [0, 1, 2, 5, 13, 40, 41, 80, 26, 9, 18, 27, 54, 3])
game.deal(6)
print("table: \(game.table.map(\.id)), deck left: \(game.deck.count)")
print("features of 40: \(game.table.first { $0.id == 40 }!.features)")
print(game.select(0))
print(game.select(1))
print(game.select(5))
print(game.select(0))
print(game.select(1))
print(game.select(2))
print(game.select(77))
print("matched sets: \(game.matchedCount), deck left: \(game.deck.count)")

// expect: table: [0, 1, 2, 5, 13, 40], deck left: 8
// expect: features of 40: [1, 1, 1, 1]
// expect: selected 1
// expect: selected 2
// expect: not a set
// expect: selected 1
// expect: selected 2
// expect: SET! table now [5, 13, 40, 41, 80, 26]
// expect: card 77 not on table
// expect: matched sets: 1, deck left: 5
