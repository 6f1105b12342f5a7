// Apple docs style (ExpressibleByIntegerLiteral / ExpressibleByFloatLiteral): money and temperature from numeric literals
struct Cents: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible, AdditiveArithmetic {
    var value: Int

    init(value: Int) { self.value = value }
    // Integer literals are whole currency units.
    init(integerLiteral units: Int) { value = units * 100 }
    // Float literals are rounded to the nearest cent.
    init(floatLiteral amount: Double) {
        let scaled = amount * 100
        value = Int(scaled + (scaled < 0 ? -0.5 : 0.5))
    }

    static var zero: Cents { Cents(value: 0) }
    static func + (l: Cents, r: Cents) -> Cents { Cents(value: l.value + r.value) }
    static func - (l: Cents, r: Cents) -> Cents { Cents(value: l.value - r.value) }

    var description: String {
        let sign = value < 0 ? "-" : ""
        let v = abs(value)
        let c = v % 100
        return "\(sign)$\(v / 100).\(c < 10 ? "0" : "")\(c)"
    }
}

let price: Cents = 12
let tax: Cents = 0.985
let discount: Cents = 2.5
print("price:", price, "tax:", tax, "discount:", discount)
let total = price + tax - discount
print("total:", total, "raw cents:", total.value)
let basket: [Cents] = [3, 4.25, 0.1, 10]
print("basket:", basket.map(\.description))
print("basket sum:", basket.reduce(.zero, +))
print("negative:", Cents.zero - 1.05)

struct Celsius: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    var degrees: Double
    init(floatLiteral value: Double) { degrees = value }
    init(integerLiteral value: Int) { degrees = Double(value) }
    var fahrenheit: Double { degrees * 9 / 5 + 32 }
}

let readings: [Celsius] = [0, 37.5, 100, -40]
for r in readings {
    print("\(r.degrees)C = \(r.fahrenheit)F")
}

func boil(_ t: Celsius) -> String { t.degrees >= 100 ? "boiling" : "not boiling" }
print("99.9:", boil(99.9), "100:", boil(100))

// Literal with underscores, hex and exponent still go through the same initializers.
let big: Cents = 1_000
let hex: Cents = 0x10
let exp: Cents = 1.5e2
print("big:", big, "hex:", hex, "exp:", exp)
print("types:", type(of: big), type(of: readings[0]))

// expect: price: $12.00 tax: $0.99 discount: $2.50
// expect: total: $10.49 raw cents: 1049
// expect: basket: ["$3.00", "$4.25", "$0.10", "$10.00"]
// expect: basket sum: $17.35
// expect: negative: -$1.05
// expect: 0.0C = 32.0F
// expect: 37.5C = 99.5F
// expect: 100.0C = 212.0F
// expect: -40.0C = -40.0F
// expect: 99.9: not boiling 100: boiling
// expect: big: $1000.00 hex: $16.00 exp: $150.00
// expect: types: Cents Celsius
