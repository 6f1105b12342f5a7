// An enum that conforms to Sequence gets the library's Sequence methods (map, filter, reduce, contains, and
// `self.map` in its own members); and a generic function declared to return `[S.Element]` given a String
// returns the characters Sequence's filter makes. Expected output: swiftc 6.3.1 on this machine (Linux).
enum Chain { case end; indirect case link(Int, Chain) }
extension Chain: Sequence {
    struct Iterator: IteratorProtocol {
        var current: Chain
        mutating func next() -> Int? {
            guard case let .link(v, rest) = current else { return nil }
            current = rest
            return v
        }
    }
    func makeIterator() -> Iterator { Iterator(current: self) }
}
extension Chain: CustomStringConvertible {
    var description: String { self.map { "\($0)" }.joined(separator: ">") }
}
let c = Chain.link(1, .link(2, .link(3, .end)))
print(c.map { $0 * 2 }, c.filter { $0 != 2 }, c.reduce(0, +), c.contains(3))
print(c)
for v in c where v > 1 { print(v) }
func kept<S: Sequence>(_ items: S, _ keep: (S.Element) -> Bool) -> [S.Element] { items.filter(keep) }
print(kept("banana") { $0 != "a" }, kept([1, 2, 3]) { $0 > 1 })
func firstTwo<C: Collection>(_ c: C) -> [C.Element] { Array(c.prefix(2)) }
print(firstTwo("xyz"))

// expect: [2, 4, 6] [1, 3] 6 true
// expect: 1>2>3
// expect: 2
// expect: 3
// expect: ["b", "n", "n"] [2, 3]
// expect: ["x", "y"]
