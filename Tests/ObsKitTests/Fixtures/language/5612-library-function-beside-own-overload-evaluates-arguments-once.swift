// Compiler test style (overloads): a script's own `print(_:)` for its type beside Swift's, and a `max` of its own: a call that goes to the library's function evaluates its arguments once
enum Suit: String { case spades, hearts }

func print(_ suit: Suit) { Swift.print("suit \(suit.rawValue)") }
func max(_ a: Suit, _ b: Suit) -> Suit { a.rawValue > b.rawValue ? a : b }

var calls = 0
func next() -> Int {
    calls += 1
    print("next called (\(calls))")
    return calls * 10
}

print(Suit.hearts)
print("value \(next())")
print("pair", next(), next())
print("largest \(max(next(), next()))")
print(max(Suit.spades, .hearts))
print("calls: \(calls)")

// expect: suit hearts
// expect: next called (1)
// expect: value 10
// expect: next called (2)
// expect: next called (3)
// expect: pair 20 30
// expect: next called (4)
// expect: next called (5)
// expect: largest 50
// expect: suit spades
// expect: calls: 5
