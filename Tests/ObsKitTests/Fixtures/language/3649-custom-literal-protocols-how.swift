// Compiler test style: custom literal protocols and how literals pick their default or contextual type
struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var cents: Int
    init(integerLiteral v: Int) { cents = v * 100 }
    init(floatLiteral v: Double) { cents = Int((v * 100).rounded()) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    static func + (a: Money, b: Money) -> Money { var m: Money = 0; m.cents = a.cents + b.cents; return m }
}
struct Tag: ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    var parts: [String]
    init(stringLiteral s: String) { parts = [s] }
    init(arrayLiteral elements: String...) { parts = elements }
}

let a: Money = 5
let b: Money = 2.5
print(a, b, a + b)
print(a + 3)
print(a + 0.07)
let prices: [Money] = [1, 2.25, 10]
print(prices)
print(prices.reduce(0, +))
let t1: Tag = "one"
let t2: Tag = ["x", "y"]
print(t1.parts, t2.parts)
let tags: [Tag] = ["a", ["b", "c"]]
print(tags.map { $0.parts.joined(separator: "+") })
func price(_ discounted: Bool) -> Money { discounted ? 7.5 : 10 }
print(price(true), price(false))
let dict: [String: Money] = ["tea": 3, "cake": 4.75]
for k in dict.keys.sorted() { print(k, dict[k]!) }
let x = 7
print(type(of: x), type(of: 7.0), type(of: "s"), type(of: [1: "a"]))
// expect: $5.00 $2.50 $7.50
// expect: $8.00
// expect: $5.07
// expect: [$1.00, $2.25, $10.00]
// expect: $13.25
// expect: ["one"] ["x", "y"]
// expect: ["a", "b+c"]
// expect: $7.50 $10.00
// expect: cake $4.75
// expect: tea $3.00
// expect: Int Double String Dictionary<Int, String>
