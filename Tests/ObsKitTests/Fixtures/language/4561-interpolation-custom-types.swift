// Swift book style: string interpolation with custom types and appendInterpolation
struct Point: CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "(\(x), \(y))" }
}

struct Money: CustomStringConvertible, CustomDebugStringConvertible {
    let cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let a = abs(cents)
        let frac = a % 100
        return "\(sign)$\(a / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
    var debugDescription: String { "Money(cents: \(cents))" }
}

enum Suit: String {
    case hearts = "♥", spades = "♠"
}

struct Card {
    let rank: Int
    let suit: Suit
}

extension Card: CustomStringConvertible {
    var description: String {
        let r: String
        switch rank {
        case 1: r = "A"
        case 11: r = "J"
        case 12: r = "Q"
        case 13: r = "K"
        default: r = String(rank)
        }
        return r + suit.rawValue
    }
}

let p = Point(x: 3, y: -4)
print("Point is \(p)")
print("Points: \([p, Point(x: 0, y: 0)])")
let m = Money(cents: 123456)
print("Balance: \(m), debug: \(String(reflecting: m))")
print("Owed: \(Money(cents: -705))")
print("Optional money: \(String(describing: Optional(m)))")
let hand = [Card(rank: 1, suit: .spades), Card(rank: 10, suit: .hearts), Card(rank: 12, suit: .hearts)]
print("Hand: \(hand.map { $0.description }.joined(separator: " "))")
print("Suit raw: \(Suit.hearts), \(Suit.spades.rawValue)")

extension DefaultStringInterpolation {
    mutating func appendInterpolation(padded value: Int, width: Int) {
        let s = String(value)
        appendLiteral(String(repeating: " ", count: max(0, width - s.count)) + s)
    }
    mutating func appendInterpolation(yesNo flag: Bool) {
        appendLiteral(flag ? "yes" : "no")
    }
    mutating func appendInterpolation<T>(list items: [T], separator: String = ", ") {
        appendLiteral(items.map { "\($0)" }.joined(separator: separator))
    }
}

for (i, v) in [7, 42, 1234].enumerated() {
    print("row \(i): [\(padded: v, width: 6)]")
}
print("Ready? \(yesNo: true). Done? \(yesNo: false).")
print("Items: \(list: [1, 2, 3]) / \(list: ["a", "b"], separator: "|")")

struct HTML: ExpressibleByStringInterpolation, CustomStringConvertible {
    var description: String
    init(stringLiteral value: String) { description = value }
    init(stringInterpolation: Interpolation) { description = stringInterpolation.output }

    struct Interpolation: StringInterpolationProtocol {
        var output = ""
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ literal: String) { output += literal }
        mutating func appendInterpolation(_ text: String) {
            for c in text {
                switch c {
                case "<": output += "&lt;"
                case ">": output += "&gt;"
                case "&": output += "&amp;"
                default: output.append(c)
                }
            }
        }
        mutating func appendInterpolation(raw: String) { output += raw }
    }
}

let user = "<script>Tom & Jerry</script>"
let page: HTML = "<p>Hello, \(user)!</p>\(raw: "<br>")"
print(page)
let plain: HTML = "no interpolation"
print(plain)
let nested = "outer \("inner \(1 + 1) level") done"
print(nested)
print("math: \(2 * 21), bool: \(3 > 2), double: \(1.5 * 2)")

// expect: Point is (3, -4)
// expect: Points: [(3, -4), (0, 0)]
// expect: Balance: $1234.56, debug: Money(cents: 123456)
// expect: Owed: -$7.05
// expect: Optional money: Optional(Money(cents: 123456))
// expect: Hand: A♠ 10♥ Q♥
// expect: Suit raw: hearts, ♠
// expect: row 0: [     7]
// expect: row 1: [    42]
// expect: row 2: [  1234]
// expect: Ready? yes. Done? no.
// expect: Items: 1, 2, 3 / a|b
// expect: <p>Hello, &lt;script&gt;Tom &amp; Jerry&lt;/script&gt;!</p><br>
// expect: no interpolation
// expect: outer inner 2 level done
// expect: math: 42, bool: true, double: 3.0
