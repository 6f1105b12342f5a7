// Protocols the standard library prints with: CustomStringConvertible for `print` and interpolation, CustomDebugStringConvertible used inside arrays and by `debugPrint`, LosslessStringConvertible.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Money: CustomStringConvertible, CustomDebugStringConvertible {
    let cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    var debugDescription: String { "Money(cents: \(cents))" }
}

struct Tag: CustomStringConvertible {
    let text: String
    var description: String { "#" + text }
}

struct Celsius: LosslessStringConvertible {
    let value: Int
    init(_ value: Int) { self.value = value }
    init?(_ description: String) {
        guard description.hasSuffix("C"), let v = Int(description.dropLast()) else { return nil }
        value = v
    }
    var description: String { "\(value)C" }
}

let price = Money(cents: 1205)
print(price)
print("cost: \(price)")
print([price, Money(cents: 7)])
debugPrint(price)
print(String(describing: price), String(reflecting: price))
print([Tag(text: "swift"), Tag(text: "ios")])
print(Optional(Tag(text: "x")) as Any)
print(["k": price])
print(Celsius("21C")?.value ?? -99, Celsius("warm") == nil, Celsius(5))
let parsed = ["3C", "x", "-4C"].compactMap(Celsius.init)
print(parsed.map(\.description))

// expect: $12.05
// expect: cost: $12.05
// expect: [Money(cents: 1205), Money(cents: 7)]
// expect: Money(cents: 1205)
// expect: $12.05 Money(cents: 1205)
// expect: [#swift, #ios]
// expect: Optional(#x)
// expect: ["k": Money(cents: 1205)]
// expect: 21 true 5C
// expect: ["3C", "-4C"]
