// App code style: a two-decimal fixed-point Price type with its own Numeric conformance used for discounts
struct Price: Numeric, Comparable, CustomStringConvertible {
    // hundredths
    var hundredths: Int

    init(hundredths: Int) { self.hundredths = hundredths }
    init(integerLiteral value: Int) { hundredths = value * 100 }
    init?<T: BinaryInteger>(exactly source: T) {
        guard let v = Int(exactly: source) else { return nil }
        hundredths = v * 100
    }

    var magnitude: Price { Price(hundredths: hundredths < 0 ? -hundredths : hundredths) }

    static func + (a: Price, b: Price) -> Price { Price(hundredths: a.hundredths + b.hundredths) }
    static func - (a: Price, b: Price) -> Price { Price(hundredths: a.hundredths - b.hundredths) }
    static func * (a: Price, b: Price) -> Price {
        let raw = a.hundredths * b.hundredths
        return Price(hundredths: (raw + (raw >= 0 ? 50 : -50)) / 100)
    }
    static func *= (a: inout Price, b: Price) { a = a * b }
    static func < (a: Price, b: Price) -> Bool { a.hundredths < b.hundredths }

    static func percent(_ p: Int) -> Price { Price(hundredths: p) }

    var description: String {
        let v = hundredths < 0 ? -hundredths : hundredths
        let frac = v % 100
        return (hundredths < 0 ? "-" : "") + "\(v / 100)." + (frac < 10 ? "0" : "") + "\(frac)"
    }
}

func sum<T: Numeric>(_ xs: [T]) -> T {
    var s: T = 0
    for x in xs { s += x }
    return s
}

func applyDiscount<T: Numeric>(_ price: T, rate: T) -> T {
    price - price * rate
}

let coffee = Price(hundredths: 349)
let muffin = Price(hundredths: 275)
let sandwich: Price = 7
print(coffee, muffin, sandwich)
print("order:", sum([coffee, coffee, muffin, sandwich]))
print("times 3:", coffee * 3)
print("half:", Price(hundredths: 999) * Price.percent(50))
print("10% off:", applyDiscount(sandwich, rate: .percent(10)))
print("15% off coffee:", applyDiscount(coffee, rate: .percent(15)))
print("discount on Double:", applyDiscount(100.0, rate: 0.15))
print("discount on Int:", applyDiscount(100, rate: 0))
print("magnitude:", Price(hundredths: -1234).magnitude)
print("negative:", Price(hundredths: -5), Price(hundredths: -105))
print("exactly:", Price(exactly: UInt8(12))!, Price(exactly: Int64(-3))!)
print("zero:", Price.zero, sum([Price]()))

let menu: [(String, Price)] = [("Tea", 2), ("Latte", Price(hundredths: 425)), ("Bagel", Price(hundredths: 199)), ("Cake", Price(hundredths: 550))]
let sorted = menu.sorted { $0.1 < $1.1 }
for (name, price) in sorted {
    let sale = applyDiscount(price, rate: .percent(20))
    print("\(name): \(price) -> \(sale)")
}
print("cheapest:", menu.min { $0.1 < $1.1 }!.0)
print("under 3:", menu.filter { $0.1 < 3 }.map { $0.0 })
var running: Price = 0
for (_, price) in menu {
    running += price
}
print("menu total:", running)
var compounded: Price = 100
for _ in 0..<3 { compounded *= Price(hundredths: 110) }
print("compounded 10% x3:", compounded)
// expect: 3.49 2.75 7.00
// expect: order: 16.73
// expect: times 3: 10.47
// expect: half: 5.00
// expect: 10% off: 6.30
// expect: 15% off coffee: 2.97
// expect: discount on Double: 85.0
// expect: discount on Int: 100
// expect: magnitude: 12.34
// expect: negative: -0.05 -1.05
// expect: exactly: 12.00 -3.00
// expect: zero: 0.00 0.00
// expect: Bagel: 1.99 -> 1.59
// expect: Tea: 2.00 -> 1.60
// expect: Latte: 4.25 -> 3.40
// expect: Cake: 5.50 -> 4.40
// expect: cheapest: Bagel
// expect: under 3: ["Tea", "Bagel"]
// expect: menu total: 13.74
// expect: compounded 10% x3: 133.10
