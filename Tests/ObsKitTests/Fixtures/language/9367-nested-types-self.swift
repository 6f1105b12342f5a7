// nested types (in structs, enums, classes, generics, extensions) and Self in various positions
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Deck {
    enum Suit: String, CaseIterable { case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠" }
    struct Card: CustomStringConvertible {
        enum Rank: Int { case two = 2, three, four, jack = 11, queen, king, ace }
        let rank: Rank
        let suit: Suit
        var description: String { "\(rank)\(suit.rawValue)" }
    }
    var cards: [Card] = []
    init(ranks: [Card.Rank]) {
        for s in Suit.allCases { for r in ranks { cards.append(Card(rank: r, suit: s)) } }
    }
}
let deck = Deck(ranks: [.ace, .two])
print(deck.cards, deck.cards.count)
let c = Deck.Card(rank: .queen, suit: .hearts)
print(c, c.rank.rawValue, Deck.Card.Rank(rawValue: 3) as Any, Deck.Suit.allCases.map(\.rawValue).joined())
print(String(reflecting: Deck.Card.Rank.self), String(describing: Deck.Card.self))

struct Outer<T> {
    struct Inner: CustomStringConvertible {
        var item: T
        var description: String { "Inner<\(T.self)>(\(item))" }
    }
    var items: [Inner]
    init(_ ts: [T]) { items = ts.map(Inner.init) }
}
print(Outer([1, 2]).items, Outer(["z"]).items[0])
print(type(of: Outer<Int>.Inner(item: 3)))

extension Int {
    enum Parity { case even, odd }
    var parity: Parity { isMultiple(of: 2) ? .even : .odd }
}
print([1, 2, 3].map(\.parity), Int.Parity.self)

protocol Copyable {
    func copy() -> Self
}
class Shape: Copyable, CustomStringConvertible {
    var name: String
    required init(name: String) { self.name = name }
    func copy() -> Self { Self(name: name + "'") }
    static func make() -> Self { Self(name: "made-\(Self.self)") }
    func renamed(_ n: String) -> Self { let c = copy(); c.name = n; return c }
    var description: String { "\(Self.self)(\(name))" }
}
final class Circle: Shape {}
let circ = Circle(name: "c")
let cp: Circle = circ.copy()
print(cp, Circle.make(), Shape.make(), circ.renamed("r"), type(of: circ.renamed("r")))

struct Money: Comparable {
    var cents: Int
    static let zero = Self(cents: 0)
    static func + (a: Self, b: Self) -> Self { Self(cents: a.cents + b.cents) }
    static func < (a: Self, b: Self) -> Bool { a.cents < b.cents }
    func doubled() -> Self { self + self }
    static func sum(_ xs: [Self]) -> Self { xs.reduce(.zero, +) }
}
print(Money.sum([Money(cents: 5), Money(cents: 7)]).doubled().cents, Money.zero < Money(cents: 1))

enum Tree {
    case leaf
    indirect case node(Self, Int, Self)
    var sum: Int { if case let .node(l, v, r) = self { return l.sum + v + r.sum }; return 0 }
}
print(Tree.node(.node(.leaf, 1, .leaf), 2, .node(.leaf, 3, .leaf)).sum)

// expect: [ace♣, two♣, ace♦, two♦, ace♥, two♥, ace♠, two♠] 8
// expect: queen♥ 12 Optional(main.Deck.Card.Rank.three) ♣♦♥♠
// expect: main.Deck.Card.Rank Card
// expect: [Inner<Int>(1), Inner<Int>(2)] Inner<String>(z)
// expect: Inner
// expect: [(extension in main):Swift.Int.Parity.odd, (extension in main):Swift.Int.Parity.even, (extension in main):Swift.Int.Parity.odd] Parity
// expect: Circle(c') Circle(made-Circle) Shape(made-Shape) Circle(r) Circle
// expect: 24 true
// expect: 6
