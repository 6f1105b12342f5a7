// Swift book style (Protocols): protocol extensions with default implementations and conditional conformance of Array and Optional
protocol Summarizable {
    var summary: String { get }
}

extension Summarizable {
    var shout: String { summary.uppercased() + "!" }
}

struct LineItem: Summarizable {
    var name: String
    var quantity: Int
    var summary: String { "\(quantity)x \(name)" }
}

extension Int: Summarizable {
    var summary: String { "#\(self)" }
}

extension Array: Summarizable where Element: Summarizable {
    var summary: String {
        isEmpty ? "(nothing)" : map(\.summary).joined(separator: ", ")
    }
}

extension Optional: Summarizable where Wrapped: Summarizable {
    var summary: String {
        switch self {
        case .some(let value): return "some(\(value.summary))"
        case .none: return "none"
        }
    }
}

struct Pair<First, Second> {
    var first: First
    var second: Second
}

extension Pair: Summarizable where First: Summarizable, Second: Summarizable {
    var summary: String { "<\(first.summary) & \(second.summary)>" }
}

extension Pair: Equatable where First: Equatable, Second: Equatable {}

let cart = [LineItem(name: "apple", quantity: 3), LineItem(name: "bread", quantity: 1)]
print(cart.summary)
print(cart.shout)
print([[1, 2], [], [3]].summary)

let maybe: LineItem? = cart.first
let missing: Int? = nil
print(maybe.summary, "/", missing.summary)

let pair = Pair(first: 7, second: cart)
print(pair.summary)
print(Pair(first: 1, second: "a") == Pair(first: 1, second: "a"))

func printAll<T: Summarizable>(_ items: T...) {
    for (i, item) in items.enumerated() {
        print(i, item.summary)
    }
}
printAll(10, 20)
printAll([Optional(5), nil])

// expect: 3x apple, 1x bread
// expect: 3X APPLE, 1X BREAD!
// expect: #1, #2, (nothing), #3
// expect: some(3x apple) / none
// expect: <#7 & 3x apple, 1x bread>
// expect: true
// expect: 0 #10
// expect: 1 #20
// expect: 0 some(#5), none
