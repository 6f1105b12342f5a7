// Advanced Swift style (Protocols): conditional conformance of a generic wrapper to Equatable, CustomStringConvertible and a custom protocol
protocol Summary { var summary: String { get } }
extension Int: Summary { var summary: String { "int(\(self))" } }
extension String: Summary { var summary: String { "str(\(count))" } }

struct Pair<A, B> {
    var first: A
    var second: B
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: CustomStringConvertible where A: CustomStringConvertible, B: CustomStringConvertible {
    var description: String { "<\(first.description) | \(second.description)>" }
}
extension Pair: Summary where A: Summary, B: Summary {
    var summary: String { "pair[\(first.summary), \(second.summary)]" }
}
extension Array: Summary where Element: Summary {
    var summary: String { "[" + map(\.summary).joined(separator: ";") + "]" }
}
extension Optional: Summary where Wrapped: Summary {
    var summary: String { self?.summary ?? "none" }
}

let p1 = Pair(first: 1, second: "one")
let p2 = Pair(first: 1, second: "one")
print(p1 == p2, p1 == Pair(first: 2, second: "one"))
print(p1)
print(p1.summary)
print([p1, Pair(first: 3, second: "three")].summary)
let nested = Pair(first: p1, second: [4, 5])
print(nested.summary)
print(nested == Pair(first: p1, second: [4, 5]))
let maybe: Int? = nil
print(maybe.summary, Optional(8).summary, [Optional(1), nil].summary)

struct NotEquatable {}
let odd = Pair(first: NotEquatable(), second: 1)
print(odd.second)
func summarize<T: Summary>(_ items: T...) -> String { items.map(\.summary).joined(separator: " ") }
print(summarize(1, 2), summarize("ab", "c"), summarize(p1))
print(String(describing: Pair(first: 1.5, second: true)))
print([p1].contains(p2), [[p1]] == [[p2]])
let anySummaries: [any Summary] = [1, "xy", p1, [2, 3]]
print(anySummaries.map(\.summary))

// expect: true false
// expect: <1 | one>
// expect: pair[int(1), str(3)]
// expect: [pair[int(1), str(3)];pair[int(3), str(5)]]
// expect: pair[pair[int(1), str(3)], [int(4);int(5)]]
// expect: true
// expect: none int(8) [int(1);none]
// expect: 1
// expect: int(1) int(2) str(2) str(1) pair[int(1), str(3)]
// expect: <1.5 | true>
// expect: true true
// expect: ["int(1)", "str(2)", "pair[int(1), str(3)]", "[int(2);int(3)]"]
