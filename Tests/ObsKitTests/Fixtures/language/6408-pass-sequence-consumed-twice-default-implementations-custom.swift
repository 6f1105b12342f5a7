// Swift Puzzlers style (Sequence vs Collection): a one-pass sequence consumed twice, and the default implementations a custom type gets
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        guard n > 0 else { return nil }
        defer { n -= 1 }
        return n
    }
}

final class Once: Sequence, IteratorProtocol {
    var items: [String]
    init(_ items: [String]) { self.items = items }
    func next() -> String? { items.isEmpty ? nil : items.removeFirst() }
}

// Puzzle: does iterating twice repeat the elements?
let cd = Countdown(n: 3)
print(Array(cd), Array(cd))
let once = Once(["a", "b", "c"])
print(Array(once), Array(once))

let fresh = Once(["x", "y", "z"])
print(fresh.first(where: { $0 == "y" }) as Any, Array(fresh))

print(cd.map { $0 * 2 }, cd.contains(2), cd.min()!, cd.reduce(0, +))
print(cd.prefix(2).map { $0 }, cd.dropFirst().map { $0 }, cd.underestimatedCount)
print(cd.sorted(), cd.reversed(), cd.enumerated().map { "\($0):\($1)" })

struct Evens: Collection {
    var startIndex: Int { 0 }
    var endIndex: Int { 4 }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { i * 2 }
}
let ev = Evens()
print(ev.count, ev.first!, Array(ev), ev.isEmpty, ev.indices.map { $0 })
print(Array(ev.dropFirst(2)), ev.firstIndex(of: 4)!, ev.split(separator: 2).map(Array.init))
var it = ev.makeIterator()
_ = it.next()
print(it.next()!, Array(ev.lazy.filter { $0 > 0 }))

// expect: [3, 2, 1] [3, 2, 1]
// expect: ["a", "b", "c"] []
// expect: Optional("y") ["z"]
// expect: [6, 4, 2] true 1 6
// expect: [3, 2] [2, 1] 0
// expect: [1, 2, 3] [1, 2, 3] ["0:3", "1:2", "2:1"]
// expect: 4 0 [0, 2, 4, 6] false [0, 1, 2, 3]
// expect: [4, 6] 2 [[0], [4, 6]]
// expect: 2 [2, 4, 6]
