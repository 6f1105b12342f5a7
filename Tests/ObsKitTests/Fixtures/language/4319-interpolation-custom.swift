// App code style: DefaultStringInterpolation extensions for money, padding and lists in app messages
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        let a = abs(cents)
        let frac = a % 100
        return (cents < 0 ? "-" : "") + "$\(a / 100)." + (frac < 10 ? "0" : "") + "\(frac)"
    }
}

struct User: CustomStringConvertible, CustomDebugStringConvertible {
    let name: String
    let id: Int
    var description: String { name }
    var debugDescription: String { "User#\(id)<\(name)>" }
}

extension DefaultStringInterpolation {
    mutating func appendInterpolation(cents: Int) {
        appendInterpolation(Money(cents: cents))
    }
    mutating func appendInterpolation(_ value: String, width: Int, alignRight: Bool = false) {
        let fill = String(repeating: " ", count: max(0, width - value.count))
        appendLiteral(alignRight ? fill + value : value + fill)
    }
    mutating func appendInterpolation(_ n: Int, zeroPad: Int) {
        var s = String(n)
        while s.count < zeroPad { s = "0" + s }
        appendLiteral(s)
    }
    mutating func appendInterpolation<T>(list: [T], conjunction: String = "and") {
        let strs = list.map { "\($0)" }
        switch strs.count {
        case 0: appendLiteral("nobody")
        case 1: appendLiteral(strs[0])
        case 2: appendLiteral("\(strs[0]) \(conjunction) \(strs[1])")
        default: appendLiteral(strs.dropLast().joined(separator: ", ") + ", \(conjunction) " + strs.last!)
        }
    }
    mutating func appendInterpolation(plural count: Int, _ word: String) {
        appendLiteral("\(count) \(word)\(count == 1 ? "" : "s")")
    }
    mutating func appendInterpolation(if cond: Bool, _ text: String) {
        if cond { appendLiteral(text) }
    }
}

let users = [User(name: "Ann", id: 1), User(name: "Bo", id: 22), User(name: "Cy", id: 333)]
print("Price: \(cents: 129900), refund: \(cents: -5)")
print("Order #\(42, zeroPad: 6) for \(users[0])")
for u in users {
    print("|\(u.name, width: 6)|\(String(u.id), width: 5, alignRight: true)|")
}
print("Shared with \(list: users)")
print("Shared with \(list: Array(users.prefix(2)), conjunction: "or")")
print("Shared with \(list: [users[2]])")
print("Shared with \(list: [User]())")
print("Debug: \(String(reflecting: users[1]))")
print("Array debug: \(users)")
for n in [0, 1, 2] {
    print("You have \(plural: n, "message")\(if: n > 1, " (busy!)")")
}
print("Money list: \(list: [Money(cents: 100), Money(cents: 2550)])")
let m = Money(cents: 7)
print("Plain \(m) vs described \(m.description.count) chars")
var s = DefaultStringInterpolation(literalCapacity: 10, interpolationCount: 1)
s.appendLiteral("built:")
s.appendInterpolation(3, zeroPad: 3)
print(String(stringInterpolation: s))
let optionalName: String? = "Zed"
print("Optional: \(optionalName ?? "none") \(String(describing: optionalName))")
// expect: Price: $1299.00, refund: -$0.05
// expect: Order #000042 for Ann
// expect: |Ann   |    1|
// expect: |Bo    |   22|
// expect: |Cy    |  333|
// expect: Shared with Ann, Bo, and Cy
// expect: Shared with Ann or Bo
// expect: Shared with Cy
// expect: Shared with nobody
// expect: Debug: User#22<Bo>
// expect: Array debug: [User#1<Ann>, User#22<Bo>, User#333<Cy>]
// expect: You have 0 messages
// expect: You have 1 message
// expect: You have 2 messages (busy!)
// expect: Money list: $1.00 and $25.50
// expect: Plain $0.07 vs described 5 chars
// expect: built:003
// expect: Optional: Zed Optional("Zed")
