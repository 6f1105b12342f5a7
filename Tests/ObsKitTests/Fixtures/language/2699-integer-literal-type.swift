// Compiler test style: ExpressibleByIntegerLiteral and ExpressibleByFloatLiteral custom types
struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var cents: Int
    init(integerLiteral value: Int) { cents = value * 100 }
    init(floatLiteral value: Double) { cents = Int((value * 100).rounded()) }
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let m = cents.magnitude
        let c = m % 100
        return "\(sign)$\(m / 100).\(c < 10 ? "0" : "")\(c)"
    }
    static func + (a: Money, b: Money) -> Money { var r: Money = 0; r.cents = a.cents + b.cents; return r }
}
struct Bits: ExpressibleByIntegerLiteral {
    let raw: UInt8
    init(integerLiteral value: UInt8) { raw = value }
}
let price: Money = 5
let tax: Money = 0.45
print(price, tax, price + tax)
print(price + 2 + 0.99)
let m: [Money] = [1, 2.5, -3]
print(m)
let b: Bits = 0b1010_0101
print(b.raw, b.raw.nonzeroBitCount)
func f(_ x: Money) -> String { "\(x)" }
print(f(12), f(0.07))

// expect: $5.00 $0.45 $5.45
// expect: $7.99
// expect: [$1.00, $2.50, -$3.00]
// expect: 165 4
// expect: $12.00 $0.07
