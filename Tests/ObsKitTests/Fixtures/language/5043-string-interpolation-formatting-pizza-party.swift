// String interpolation: expressions, custom interpolation, padding and number formatting by hand
// expected output: swiftc 6.3.1 (Linux), run on this machine
let guests = 4
print("\(guests) guests eating 0.75 pizzas each need \(Double(guests) * 0.75) pizzas")
let items = ["apple": 1.5, "bread": 2.25, "cheese": 11.0]
func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}
func lpad(_ s: String, _ width: Int, _ fill: Character = " ") -> String {
    s.count >= width ? s : String(repeating: fill, count: width - s.count) + s
}
func money(_ d: Double) -> String {
    let cents = Int(d * 100 + 0.5)
    return "\(cents / 100).\(lpad(String(cents % 100), 2, "0"))"
}
for name in items.keys.sorted() {
    print("|\(pad(name, 8))|\(lpad(money(items[name]!), 7))|")
}
print(lpad(String(42), 6, "0"), lpad("7", 3), "[\(pad("x", 3))]")

extension String.StringInterpolation {
    mutating func appendInterpolation(percent value: Double) {
        appendLiteral("\(Int(value * 100 + 0.5))%")
    }
    mutating func appendInterpolation<T>(list: [T], sep: String = ", ") {
        appendLiteral(list.map { "\($0)" }.joined(separator: sep))
    }
    mutating func appendInterpolation(yesNo: Bool) {
        appendLiteral(yesNo ? "yes" : "no")
    }
}
print("progress: \(percent: 0.456)")
print("items: \(list: [1, 2, 3]) / \(list: ["a", "b"], sep: "+")")
print("done? \(yesNo: true), failed? \(yesNo: false)")

struct Point: CustomStringConvertible, CustomDebugStringConvertible {
    let x: Int, y: Int
    var description: String { "(\(x), \(y))" }
    var debugDescription: String { "Point(x: \(x), y: \(y))" }
}
let p = Point(x: 1, y: -2)
print("p = \(p)", String(describing: p), String(reflecting: p))
debugPrint(p)
let opt: Int? = 5
print("optional: \(String(describing: opt)), unwrapped: \(opt ?? 0)")
print("nested: \("inner \("deep")")")
print(1, 2, 3, separator: " - ", terminator: " END\n")
print(1.0, 0.1 + 0.2, 1e10, 1.5e-5, Float(0.1), 100.0 / 3)
print(Double.infinity, -Double.infinity, Double.nan.isNaN, Int.max)
print("quote \"q\" and backslash \\ and tab\tend")
debugPrint("debug\tstring", 3, [1: "x"])
// expect: 4 guests eating 0.75 pizzas each need 3.0 pizzas
// expect: |apple   |   1.50|
// expect: |bread   |   2.25|
// expect: |cheese  |  11.00|
// expect: 000042   7 [x  ]
// expect: progress: 46%
// expect: items: 1, 2, 3 / a+b
// expect: done? yes, failed? no
// expect: p = (1, -2) (1, -2) Point(x: 1, y: -2)
// expect: Point(x: 1, y: -2)
// expect: optional: Optional(5), unwrapped: 5
// expect: nested: inner deep
// expect: 1 - 2 - 3 END
// expect: 1.0 0.30000000000000004 10000000000.0 1.5e-05 0.1 33.333333333333336
// expect: inf -inf true 9223372036854775807
// expect: quote "q" and backslash \ and tab	end
// expect: "debug\tstring" 3 [1: "x"]
