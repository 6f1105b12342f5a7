// Compiler test style: CustomStringConvertible and CustomDebugStringConvertible of elements inside collections
struct Plain: CustomStringConvertible {
    let id: Int
    var description: String { "P#\(id)" }
}
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    let id: Int
    var description: String { "B\(id)" }
    var debugDescription: String { "Both(id: \(id))" }
}
struct Neither { let id: Int; let tag: String }
enum Suit: String { case hearts, spades }
enum Shape { case circle(r: Int), square }

print(Plain(id: 1), [Plain(id: 1), Plain(id: 2)])
print(Both(id: 3), [Both(id: 3)])
print("\(Both(id: 4))", String(reflecting: Both(id: 4)))
print(Neither(id: 5, tag: "t"))
print([Neither(id: 6, tag: "u")])
print(Suit.hearts, [Suit.spades], Suit.hearts.rawValue)
print(Shape.circle(r: 2), [Shape.square, .circle(r: 1)])
print(["k": Plain(id: 7)], [Optional(Plain(id: 8)), nil])
print((Plain(id: 9), Both(id: 10)))
let described = [Plain(id: 1), Plain(id: 2)].map(String.init(describing:))
print(described.joined(separator: "|"))
// expect: P#1 [P#1, P#2]
// expect: B3 [Both(id: 3)]
// expect: B4 Both(id: 4)
// expect: Neither(id: 5, tag: "t")
// expect: [main.Neither(id: 6, tag: "u")]
// expect: hearts [main.Suit.spades] hearts
// expect: circle(r: 2) [main.Shape.square, main.Shape.circle(r: 1)]
// expect: ["k": P#7] [Optional(P#8), nil]
// expect: (P#9, Both(id: 10))
// expect: P#1|P#2
