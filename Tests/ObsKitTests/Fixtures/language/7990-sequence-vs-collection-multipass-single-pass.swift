// Advanced Swift style (Sequence vs Collection multipass): single-pass sequence consumed twice, and Collection re-iteration
final class ReadOnce: Sequence, IteratorProtocol {
    private var items: [String]
    init(_ items: [String]) { self.items = items }
    func next() -> String? { items.isEmpty ? nil : items.removeFirst() }
}
let once = ReadOnce(["l1", "l2", "l3"])
print(once.prefix(1).map { $0 })
print(Array(once))
print(Array(once))
let twice = ["a", "b"]
print(Array(twice), Array(twice))
let once2 = ReadOnce(["x", "y", "z"])
for line in once2 {
    print("read", line)
    if line == "y" { break }
}
print(Array(once2))
let fresh = ReadOnce(["p", "q", "r", "s"])
var it = fresh.makeIterator()
print(it.next()!, fresh.next()!)
print(fresh.first { _ in true }!)
print(fresh.contains("t"), Array(fresh))
let c = ReadOnce(["m", "n"])
print(c.underestimatedCount, c.map { $0 }.count)
print(type(of: c.makeIterator()))
let lazyOnce = ReadOnce(["1", "22", "333"]).lazy.map { $0.count }
print(Array(lazyOnce), Array(lazyOnce))
// expect: ["l1"]
// expect: ["l2", "l3"]
// expect: []
// expect: ["a", "b"] ["a", "b"]
// expect: read x
// expect: read y
// expect: ["z"]
// expect: p q
// expect: r
// expect: false []
// expect: 0 2
// expect: ReadOnce
// expect: [1, 2, 3] []
