// Tutorial style (Hacking with Swift, CustomStringConvertible): controlling how values print and interpolate
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let absCents = abs(cents)
        let remainder = absCents % 100
        return "\(sign)$\(absCents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    }
}

enum Suit: String, CustomStringConvertible {
    case hearts, spades
    var description: String { self == .hearts ? "♥" : "♠" }
}

struct Card: CustomStringConvertible, CustomDebugStringConvertible {
    let rank: Int
    let suit: Suit
    var description: String {
        let names = [1: "A", 11: "J", 12: "Q", 13: "K"]
        return "\(names[rank] ?? String(rank))\(suit)"
    }
    var debugDescription: String { "Card(rank: \(rank), suit: .\(suit.rawValue))" }
}

struct Plain {
    let id: Int
    let label: String
}

class Account: CustomStringConvertible {
    let owner: String
    var balance: Money
    init(owner: String, balance: Money) { self.owner = owner; self.balance = balance }
    var description: String { "\(owner): \(balance)" }
}

print(Money(cents: 123456))
print(Money(cents: 5))
print(Money(cents: -250))
print([Money(cents: 99), Money(cents: 1000)])

let hand = [Card(rank: 1, suit: .spades), Card(rank: 10, suit: .hearts), Card(rank: 12, suit: .hearts)]
print(hand)
print("Hand: \(hand.map(\.description).joined(separator: " "))")
debugPrint(hand[0])
print(String(describing: hand[2]))
print(String(reflecting: hand[2]))

print(Plain(id: 7, label: "seven"))
print(Optional(Money(cents: 300)) as Any)
let account = Account(owner: "Rui", balance: Money(cents: 4210))
print(account)
print("Account summary -> \(account)")
print(Suit.hearts, Suit.spades.rawValue)

// expect: $1234.56
// expect: $0.05
// expect: -$2.50
// expect: [$0.99, $10.00]
// expect: [Card(rank: 1, suit: .spades), Card(rank: 10, suit: .hearts), Card(rank: 12, suit: .hearts)]
// expect: Hand: A♠ 10♥ Q♥
// expect: Card(rank: 1, suit: .spades)
// expect: Q♥
// expect: Card(rank: 12, suit: .hearts)
// expect: Plain(id: 7, label: "seven")
// expect: Optional($3.00)
// expect: Rui: $42.10
// expect: Account summary -> Rui: $42.10
// expect: ♥ spades
