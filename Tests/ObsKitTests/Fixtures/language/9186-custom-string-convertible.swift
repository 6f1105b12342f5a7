// custom-string-convertible
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Money: CustomStringConvertible, CustomDebugStringConvertible {
    let cents: Int
    let currency: String
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let whole = abs(cents) / 100, frac = abs(cents) % 100
        return "\(sign)\(currency)\(whole).\(frac < 10 ? "0" : "")\(frac)"
    }
    var debugDescription: String { "Money(cents: \(cents), currency: \"\(currency)\")" }
}

enum Weather: CustomStringConvertible {
    case sunny, cloudy(percent: Int), rain(mm: Double)
    var description: String {
        switch self {
        case .sunny: return "☀️ sunny"
        case .cloudy(let p): return "☁️ \(p)% cloud"
        case .rain(let mm): return "🌧 \(mm)mm"
        }
    }
}

class Node: CustomStringConvertible {
    let value: Int
    var children: [Node] = []
    init(_ value: Int, _ children: [Node] = []) { self.value = value; self.children = children }
    var description: String {
        children.isEmpty ? "\(value)" : "\(value)(" + children.map(\.description).joined(separator: " ") + ")"
    }
}

struct Plain { let a: Int; let b: String }
class PlainClass { let a = 1 }

let price = Money(cents: 129_905, currency: "$")
let refund = Money(cents: -7, currency: "€")
print(price, refund)
print("Total: \(price)")
debugPrint(price)
print(String(describing: refund), String(reflecting: refund))
print([price, refund])

let forecast: [Weather] = [.sunny, .cloudy(percent: 40), .rain(mm: 2.5)]
print(forecast)
print(forecast.map(\.description).joined(separator: " | "))

let tree = Node(1, [Node(2, [Node(4), Node(5)]), Node(3)])
print(tree)
print("tree: \(tree.children)")

print(Plain(a: 1, b: "x"))
debugPrint(Plain(a: 2, b: "y"))
print(PlainClass())
print(Optional(price) as Any, Optional<Money>.none as Any)
print(String(describing: Optional(3)), "\(String(describing: Optional("s")))")
print((1, "two", 3.0), [1: "one"], ["k": [1, 2]])
print(Weather.self, type(of: forecast), type(of: tree))

extension Array where Element == Money {
    var total: Money { Money(cents: reduce(0) { $0 + $1.cents }, currency: first?.currency ?? "$") }
}
print([Money(cents: 150, currency: "$"), Money(cents: 275, currency: "$")].total)
print("a", "b", "c", separator: "-", terminator: "!\n")
let desc = "\(Money(cents: 5, currency: "£"))".count
print(desc)
// expect: $1299.05 -€0.07
// expect: Total: $1299.05
// expect: Money(cents: 129905, currency: "$")
// expect: -€0.07 Money(cents: -7, currency: "€")
// expect: [Money(cents: 129905, currency: "$"), Money(cents: -7, currency: "€")]
// expect: [☀️ sunny, ☁️ 40% cloud, 🌧 2.5mm]
// expect: ☀️ sunny | ☁️ 40% cloud | 🌧 2.5mm
// expect: 1(2(4 5) 3)
// expect: tree: [2(4 5), 3]
// expect: Plain(a: 1, b: "x")
// expect: main.Plain(a: 2, b: "y")
// expect: main.PlainClass
// expect: Optional(Money(cents: 129905, currency: "$")) nil
// expect: Optional(3) Optional("s")
// expect: (1, "two", 3.0) [1: "one"] ["k": [1, 2]]
// expect: Weather Array<Weather> Node
// expect: $4.25
// expect: a-b-c!
// expect: 5
