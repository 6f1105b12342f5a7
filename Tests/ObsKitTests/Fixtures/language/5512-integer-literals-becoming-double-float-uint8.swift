// Swift Forums style (literal inference in generic contexts): integer literals becoming Double, Float, UInt8 and custom types
// known-gap: line 2: expected "2.5 2.5 5 127", got "2 2.5 5 127"
struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible, AdditiveArithmetic {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(integerLiteral value: Int) { cents = value * 100 }
    init(floatLiteral value: Double) { cents = Int((value * 100).rounded()) }
    static var zero: Money { Money(cents: 0) }
    static func + (l: Money, r: Money) -> Money { Money(cents: l.cents + r.cents) }
    static func - (l: Money, r: Money) -> Money { Money(cents: l.cents - r.cents) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

func total<T: AdditiveArithmetic>(_ xs: T...) -> T { xs.reduce(.zero, +) }
func half<T: FloatingPoint>(_ x: T) -> T { x / 2 }
func mid<T: BinaryInteger>(_ a: T, _ b: T) -> T { (a + b) / 2 }

let a: Double = 3
let b = 3 / 2
let c = 3.0 / 2
let d: Float = 1 / 4
print(a, b, c, d)
print(half(5), half(Float(5)), mid(3, 8), mid(UInt8(250), 4))
print(total(1, 2, 3), total(0.5, 0.25), total(1, 2.5) as Money)
let prices: [Money] = [3, 1.99, 0.05]
print(prices, total(prices[0], prices[1]))
print(type(of: half(5)), type(of: mid(3, 8)), type(of: [1, 2.0]))
let big: UInt64 = 1 << 40
print(big, Int8(exactly: 200) as Any, Int16(300) * 2)
let ratio = Double(7) / 4
print(ratio, Int(ratio), (ratio * 100).rounded() / 100)

// expect: 3.0 1 1.5 0.25
// expect: 2.5 2.5 5 127
// expect: 6 0.75 $3.50
// expect: [$3.00, $1.99, $0.05] $4.99
// expect: Double Int Array<Double>
// expect: 1099511627776 nil 600
// expect: 1.75 1 1.75
