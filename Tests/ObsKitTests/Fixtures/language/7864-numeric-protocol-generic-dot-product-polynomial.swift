// Blog style (Numeric protocol): generic dot product and polynomial evaluation over Numeric
func dot<T: Numeric>(_ a: [T], _ b: [T]) -> T {
    zip(a, b).map { $0 * $1 }.reduce(0, +)
}
func horner<T: Numeric>(_ coeffs: [T], at x: T) -> T {
    coeffs.reversed().reduce(0) { $0 * x + $1 }
}
print(dot([1, 2, 3], [4, 5, 6]))
print(dot([1.5, 2.0], [2.0, 0.25]))
print(dot([UInt8(2), 3], [UInt8(4), 5]))
print(horner([1, 0, 2], at: 3))
print(horner([0.5, 1.0, 1.0], at: 2.0))
print(horner([Int64(1), 1, 1, 1, 1], at: 10))

struct Money: Numeric, CustomStringConvertible {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(integerLiteral value: Int) { cents = value * 100 }
    init?<T: BinaryInteger>(exactly source: T) { cents = Int(source) * 100 }
    var magnitude: UInt { cents.magnitude }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
    static func * (a: Money, b: Money) -> Money { Money(cents: a.cents * b.cents / 100) }
    static func *= (a: inout Money, b: Money) { a = a * b }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
print(dot([Money(cents: 250), 3], [2, 2]))
print(Money(integerLiteral: 4) - Money(cents: 5))
// expect: 32
// expect: 3.5
// expect: 23
// expect: 19
// expect: 6.5
// expect: 11111
// expect: $11.00
// expect: $3.95
