// A bare name inside a type's member that names a method the library gives the type (an OptionSet's `contains`
// and `union`, a Sequence's `map`), with no global of that name: it is `self`'s. Also Double's and Float's
// exponentBitPattern/significandBitPattern and Double(sign:exponent:significand:).
// Expected output: swiftc 6.3.1 on this machine.
struct Toppings: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let cheese = Toppings(rawValue: 1), olives = Toppings(rawValue: 2), basil = Toppings(rawValue: 4)
    var description: String {
        [(Toppings.cheese, "cheese"), (.olives, "olives"), (.basil, "basil")]
            .filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
    func adding(_ other: Toppings) -> Toppings { union(other) }
}
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
    func doubled() -> [Int] { map { $0 * 2 } }
}
let order: Toppings = [.cheese, .basil]
print(order, order.adding(.olives))
print(Countdown(current: 3).doubled())
let d = -6.5, f: Float = 0.75
print(d.exponentBitPattern, d.significandBitPattern, f.exponentBitPattern, f.significandBitPattern)
print(Double(sign: .minus, exponent: 3, significand: 1.5), Float(sign: .plus, exponent: -2, significand: 1.25))

// expect: cheese+basil cheese+olives+basil
// expect: [6, 4, 2]
// expect: 1025 2814749767106560 126 4194304
// expect: -12.0 0.3125
