// Compiler test style: custom generic Sequence/IteratorProtocol types and extensions on them
struct Cycle<Base: Collection>: Sequence, IteratorProtocol {
    let base: Base
    var index: Base.Index
    var remaining: Int
    init(_ b: Base, count: Int) { base = b; index = b.startIndex; remaining = b.isEmpty ? 0 : count }
    mutating func next() -> Base.Element? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        defer { index = base.index(after: index); if index == base.endIndex { index = base.startIndex } }
        return base[index]
    }
}
print(Array(Cycle([1, 2, 3], count: 7)))
print(String(Cycle("ab", count: 5)))
print(Array(Cycle([Int](), count: 3)))

struct Pairs<S: Sequence>: Sequence {
    let s: S
    func makeIterator() -> AnyIterator<(S.Element, S.Element)> {
        var it = s.makeIterator()
        return AnyIterator {
            guard let a = it.next(), let b = it.next() else { return nil }
            return (a, b)
        }
    }
}
for (a, b) in Pairs(s: [1, 2, 3, 4, 5]) { print(a, b) }
print(Pairs(s: "abcd").map { String([$0, $1]) })

extension Sequence where Element: Numeric {
    func runningTotal() -> [Element] {
        var acc: Element = 0
        return map { acc += $0; return acc }
    }
}
print([1, 2, 3, 4].runningTotal())
print(Cycle([0.5, 1.0], count: 4).runningTotal())

extension Sequence {
    func grouped<K: Comparable & Hashable>(by key: (Element) -> K) -> [(K, [Element])] {
        var d: [K: [Element]] = [:]
        var keys: [K] = []
        for x in self { let k = key(x); if d[k] == nil { keys.append(k) }; d[k, default: []].append(x) }
        return keys.sorted().map { ($0, d[$0]!) }
    }
}
for (k, v) in ["apple", "bob", "avocado", "cat", "banana"].grouped(by: { $0.first! }) { print(k, v) }
print((1...10).grouped { $0 % 3 }.map { "\($0.0):\($0.1.count)" })
let lazyEven = (1...).lazy.filter { $0 % 2 == 0 }.map { $0 * $0 }.prefix(3)
print(Array(lazyEven))
// expect: [1, 2, 3, 1, 2, 3, 1]
// expect: ababa
// expect: []
// expect: 1 2
// expect: 3 4
// expect: ["ab", "cd"]
// expect: [1, 3, 6, 10]
// expect: [0.5, 1.5, 2.0, 3.0]
// expect: a ["apple", "avocado"]
// expect: b ["bob", "banana"]
// expect: c ["cat"]
// expect: ["0:3", "1:4", "2:3"]
// expect: [4, 16, 36]
