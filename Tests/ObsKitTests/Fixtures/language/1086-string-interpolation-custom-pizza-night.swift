// Strings and Characters: interpolating expressions and calls, custom appendInterpolation overloads with labels.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let guests = 3
print("\(guests) guests share \(Double(guests) * 1.5) pizzas")
let items = ["pen", "ink"]
print("items: \(items), first: \(items.first ?? "none"), count: \(items.count)")
print("nested: \("inner \(guests + 1)")")
extension DefaultStringInterpolation {
    mutating func appendInterpolation(cents: Int) {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        let fraction = value % 100
        appendLiteral("\(sign)$\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)")
    }
    mutating func appendInterpolation(_ value: Bool, yes: String, no: String) {
        appendLiteral(value ? yes : no)
    }
    mutating func appendInterpolation<T>(list: [T], separator: String = ", ") {
        appendLiteral(list.map { "\($0)" }.joined(separator: separator))
    }
}
print("total: \(cents: 1999), refund: \(cents: -5), tip: \(cents: 250)")
let inStock = false
print("status: \(inStock, yes: "available", no: "sold out")")
print("ids: \(list: [3, 1, 2]) / \(list: ["a", "b"], separator: " & ")")
struct Temperature: CustomStringConvertible {
    var celsius: Double
    var description: String { "\(celsius)°C" }
}
let t = Temperature(celsius: 21.5)
print("It is \(t) outside; debug: \(String(reflecting: t))")
let optional: Int? = 7
print("optional: \(optional as Any), unwrapped: \(optional ?? 0)")
print("math: \(1 + 2 * 3), ternary: \(guests > 2 ? "big" : "small")")

// expect: 3 guests share 4.5 pizzas
// expect: items: ["pen", "ink"], first: pen, count: 2
// expect: nested: inner 4
// expect: total: $19.99, refund: -$0.05, tip: $2.50
// expect: status: sold out
// expect: ids: 3, 1, 2 / a & b
// expect: It is 21.5°C outside; debug: 21.5°C
// expect: optional: Optional(7), unwrapped: 7
// expect: math: 7, ternary: big
