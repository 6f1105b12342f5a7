// Compiler test style (reflection): Mirror children and CustomStringConvertible inside collections
struct Card: CustomStringConvertible {
    let rank: Int
    let suit: Character
    var description: String { "\(rank)\(suit)" }
}

struct Hand {
    var owner: String
    var cards: [Card]
    var bet: Double
    let secret: Int? = nil
}

let hand = Hand(owner: "lee", cards: [Card(rank: 10, suit: "♠"), Card(rank: 1, suit: "♥")], bet: 2.5)
let mirror = Mirror(reflecting: hand)
print("subject \(mirror.subjectType), style \(mirror.displayStyle.map { "\($0)" } ?? "none"), children \(mirror.children.count)")
for child in mirror.children {
    print("child \(child.label ?? "_") = \(child.value)")
}

// Collections print elements with description for custom types
print(hand.cards)
print([[Card(rank: 2, suit: "♦")]], [Optional(Card(rank: 3, suit: "♣")), nil])
print(["best": Card(rank: 13, suit: "♠")])
print((Card(rank: 5, suit: "♥"), 1))

// Mirror of other shapes
func summary(_ x: Any) -> String {
    let m = Mirror(reflecting: x)
    let labels = m.children.map { $0.label ?? "nil" }
    return "\(m.displayStyle.map { "\($0)" } ?? "none"):\(labels)"
}
enum Move { case fold, raise(amount: Int, allIn: Bool) }
class Table { var seats = 6; var name = "high stakes" }
print(summary(Move.fold))
print(summary(Move.raise(amount: 50, allIn: false)))
print(summary((a: 1, 2)))
print(summary(Table()))
print(summary([7, 8, 9]))
print(summary(Optional(1) as Any))
print(summary(42))

// Reading values reflectively
let raise = Mirror(reflecting: Move.raise(amount: 50, allIn: true)).children.first!
print(raise.label!, raise.value)
let inner = Mirror(reflecting: raise.value)
print(inner.children.map { "\($0.label!)=\($0.value)" })

// Custom mirror
struct Secretive: CustomReflectable {
    var visible = 1
    var hidden = "pw"
    var customMirror: Mirror { Mirror(self, children: ["visible": visible, "note": "redacted"]) }
}
print(Mirror(reflecting: Secretive()).children.map { "\($0.label!):\($0.value)" })
dump(Secretive())

// expect: subject Hand, style struct, children 4
// expect: child owner = lee
// expect: child cards = [10♠, 1♥]
// expect: child bet = 2.5
// expect: child secret = nil
// expect: [10♠, 1♥]
// expect: [[2♦]] [Optional(3♣), nil]
// expect: ["best": 13♠]
// expect: (5♥, 1)
// expect: enum:[]
// expect: enum:["raise"]
// expect: tuple:["a", ".1"]
// expect: class:["seats", "name"]
// expect: collection:["nil", "nil", "nil"]
// expect: optional:["some"]
// expect: none:[]
// expect: raise (amount: 50, allIn: true)
// expect: ["amount=50", "allIn=true"]
// expect: ["visible:1", "note:redacted"]
// expect: ▿ main.Secretive
// expect:   - visible: 1
// expect:   - note: "redacted"
