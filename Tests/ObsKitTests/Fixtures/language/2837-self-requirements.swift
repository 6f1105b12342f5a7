// Compiler test style: protocols with Self requirements in parameters and results
protocol Mergeable {
    func merged(with other: Self) -> Self
    static func identity() -> Self
}
struct Counter: Mergeable, CustomStringConvertible {
    var n: Int
    func merged(with other: Counter) -> Counter { Counter(n: n + other.n) }
    static func identity() -> Counter { Counter(n: 0) }
    var description: String { "Counter(\(n))" }
}
struct Words: Mergeable {
    var ws: [String]
    func merged(with other: Words) -> Words { Words(ws: ws + other.ws) }
    static func identity() -> Words { Words(ws: []) }
}
func mergeAll<M: Mergeable>(_ xs: [M]) -> M {
    return xs.reduce(M.identity()) { $0.merged(with: $1) }
}
print(mergeAll([Counter(n: 1), Counter(n: 2), Counter(n: 3)]))
print(mergeAll([Words(ws: ["a"]), Words(ws: ["b", "c"])]).ws)
print(mergeAll([Counter]()))
protocol Cloneable { func clone() -> Self }
final class Sheep: Cloneable {
    var name: String
    init(name: String) { self.name = name }
    func clone() -> Self { return self }
}
let dolly = Sheep(name: "Dolly")
let c = dolly.clone()
print(c.name, c === dolly)
extension Mergeable {
    func twice() -> Self { merged(with: self) }
}
print(Counter(n: 21).twice())
// expect: Counter(6)
// expect: ["a", "b", "c"]
// expect: Counter(0)
// expect: Dolly true
// expect: Counter(42)
