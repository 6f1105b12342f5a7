// Apple docs style (CustomStringConvertible / CustomDebugStringConvertible): textual representations
struct Point {
    let x: Int, y: Int
}
let p = Point(x: 21, y: 30)
print("before the extension (conformance still applies):", p)

extension Point: CustomStringConvertible {
    var description: String { "(\(x), \(y))" }
}
print("custom:", p)
print("interpolated: \(p)")
print("String(describing:):", String(describing: p))

struct Temperature: CustomStringConvertible, CustomDebugStringConvertible {
    let celsius: Double
    var description: String { "\(celsius)°C" }
    var debugDescription: String { "Temperature(celsius: \(celsius))" }
}
let t = Temperature(celsius: 21.5)
print(t)
debugPrint(t)
print("String(reflecting:):", String(reflecting: t))
print("array uses debugDescription:", [t, Temperature(celsius: -3)])
print("optional uses debugDescription:", Optional(t) as Any)

enum Planet: String, CustomStringConvertible {
    case mercury, venus, earth
    var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
print("planets:", Planet.mercury, Planet.earth)
print("in array:", [Planet.venus, .earth])

final class Node: CustomStringConvertible {
    let value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
    var description: String {
        var parts: [String] = []
        var current: Node? = self
        while let n = current { parts.append(String(n.value)); current = n.next }
        return parts.joined(separator: " -> ")
    }
}
let list = Node(1, next: Node(2, next: Node(3)))
print("linked list:", list)

struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let a = abs(cents)
        let frac = a % 100
        return "\(sign)$\(a / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}
for c in [1999, 5, -250, 100000] { print(Money(cents: c)) }
let descriptions = [Money(cents: 10), Money(cents: 20)].map(\.description)
print("mapped descriptions:", descriptions)
print("strings in array debug:", ["a\"b", "tab\t"])
print("description of Int and Bool:", 42.description, true.description, (3.0).description)
// expect: before the extension (conformance still applies): (21, 30)
// expect: custom: (21, 30)
// expect: interpolated: (21, 30)
// expect: String(describing:): (21, 30)
// expect: 21.5°C
// expect: Temperature(celsius: 21.5)
// expect: String(reflecting:): Temperature(celsius: 21.5)
// expect: array uses debugDescription: [Temperature(celsius: 21.5), Temperature(celsius: -3.0)]
// expect: optional uses debugDescription: Optional(Temperature(celsius: 21.5))
// expect: planets: Mercury Earth
// expect: in array: [Venus, Earth]
// expect: linked list: 1 -> 2 -> 3
// expect: $19.99
// expect: $0.05
// expect: -$2.50
// expect: $1000.00
// expect: mapped descriptions: ["$0.10", "$0.20"]
// expect: strings in array debug: ["a\"b", "tab\t"]
// expect: description of Int and Bool: 42 true 3.0
