// Compiler test style: deeply nested enum patterns including Optional-of-enum and enum-in-tuple matches
enum Suit: String { case hearts = "H", spades = "S", diamonds = "D", clubs = "C" }

enum Rank: Equatable {
    case number(Int)
    case jack, queen, king, ace
}

struct Card {
    let rank: Rank
    let suit: Suit
}

enum Hand {
    case single(Card)
    case pair(Card, Card)
    case nothing
}

func label(_ r: Rank) -> String {
    switch r {
    case .number(let n): return String(n)
    case .jack: return "J"
    case .queen: return "Q"
    case .king: return "K"
    case .ace: return "A"
    }
}

func show(_ c: Card) -> String { label(c.rank) + c.suit.rawValue }

func evaluate(_ hand: Hand?) -> String {
    switch hand {
    case nil:
        return "no hand dealt"
    case .some(.nothing):
        return "empty hand"
    case .single(let c)? where c.rank == .ace:
        return "lone ace \(show(c))"
    case .some(.single(let c)):
        return "single \(show(c))"
    case let .pair(a, b)? where a.rank == b.rank:
        switch (a.suit, b.suit) {
        case (.hearts, .diamonds), (.diamonds, .hearts):
            return "red pair of \(label(a.rank))"
        case (.spades, .clubs), (.clubs, .spades):
            return "black pair of \(label(a.rank))"
        default:
            return "mixed pair of \(label(a.rank))"
        }
    case .pair(let a, let b)?:
        switch (a.rank, b.rank) {
        case (.number(let x), .number(let y)) where abs(x - y) == 1:
            return "connected \(show(a)) \(show(b))"
        case (.number, .number):
            return "low cards \(show(a)) \(show(b))"
        case (.number, _), (_, .number):
            return "one face \(show(a)) \(show(b))"
        default:
            return "two faces \(show(a)) \(show(b))"
        }
    }
}

let hands: [Hand?] = [
    nil,
    .nothing,
    .single(Card(rank: .ace, suit: .spades)),
    .single(Card(rank: .number(7), suit: .clubs)),
    .pair(Card(rank: .king, suit: .hearts), Card(rank: .king, suit: .diamonds)),
    .pair(Card(rank: .number(9), suit: .spades), Card(rank: .number(9), suit: .clubs)),
    .pair(Card(rank: .queen, suit: .hearts), Card(rank: .queen, suit: .spades)),
    .pair(Card(rank: .number(5), suit: .hearts), Card(rank: .number(6), suit: .clubs)),
    .pair(Card(rank: .number(2), suit: .hearts), Card(rank: .number(8), suit: .clubs)),
    .pair(Card(rank: .jack, suit: .hearts), Card(rank: .number(10), suit: .clubs)),
    .pair(Card(rank: .jack, suit: .hearts), Card(rank: .ace, suit: .clubs)),
]

for h in hands {
    print(evaluate(h))
}

let table: [(Suit, Rank?)] = [(.hearts, .ace), (.clubs, nil), (.spades, .number(10)), (.diamonds, .queen)]
for entry in table {
    if case (.hearts, .ace?) = entry {
        print("ace of hearts on table")
    } else if case (let s, .number(let n)?) = entry, n >= 10 {
        print("high number \(n) of \(s)")
    } else if case (let s, nil) = entry {
        print("empty slot for \(s.rawValue)")
    } else {
        print("other: \(entry.0.rawValue)")
    }
}

// Expected output:
// expect: no hand dealt
// expect: empty hand
// expect: lone ace AS
// expect: single 7C
// expect: red pair of K
// expect: black pair of 9
// expect: mixed pair of Q
// expect: connected 5H 6C
// expect: low cards 2H 8C
// expect: one face JH 10C
// expect: two faces JH AC
// expect: ace of hearts on table
// expect: empty slot for C
// expect: high number 10 of spades
// expect: other: D
