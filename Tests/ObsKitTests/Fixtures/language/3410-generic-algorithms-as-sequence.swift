// Swift book style: generic algorithms as Sequence/Collection extensions with where clauses, applied to a custom Collection and to stdlib types
extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
    func frequencies() -> [(Element, Int)] {
        var order: [Element] = []
        var counts: [Element: Int] = [:]
        for e in self {
            if counts[e] == nil { order.append(e) }
            counts[e, default: 0] += 1
        }
        return order.map { ($0, counts[$0]!) }
    }
}

extension Collection {
    func chunked(by size: Int) -> [SubSequence] {
        var out: [SubSequence] = []
        var i = startIndex
        while i != endIndex {
            let j = index(i, offsetBy: size, limitedBy: endIndex) ?? endIndex
            out.append(self[i..<j])
            i = j
        }
        return out
    }
}

extension Collection where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}

struct Digits: Collection {
    let value: Int
    private var text: [Character] { Array(String(value)) }
    var startIndex: Int { 0 }
    var endIndex: Int { String(value).count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { text[i].wholeNumberValue! }
}

let d = Digits(value: 9_182_736_455)
print(Array(d), d.count)
print(d.uniqued(), d.sum())
print(d.frequencies().filter { $0.1 > 1 }.map { "\($0.0)x\($0.1)" })
print(d.chunked(by: 3).map { Array($0) })
print("mississippi".uniqued(), "mississippi".frequencies().map { "\($0.0)\($0.1)" }.joined())
print([1, 2, 3, 4, 5, 6, 7].chunked(by: 2))
print((1...10).chunked(by: 4).map { $0.sum() })
func largest<C: Collection>(_ c: C) -> C.Element? where C.Element: Comparable {
    c.isEmpty ? nil : c.max()
}
print(largest(d) ?? -1, largest([String]()) ?? "none", largest(["b", "a"])!)
func indexPairs<C: Collection>(_ c: C) -> Int { zip(c.indices, c.indices.dropFirst()).count(where: { _ in true }) }
print(indexPairs(d), indexPairs("ab"), indexPairs([Int]()))
// expect: [9, 1, 8, 2, 7, 3, 6, 4, 5, 5] 10
// expect: [9, 1, 8, 2, 7, 3, 6, 4, 5] 50
// expect: ["5x2"]
// expect: [[9, 1, 8], [2, 7, 3], [6, 4, 5], [5]]
// expect: ["m", "i", "s", "p"] m1i4s4p2
// expect: [ArraySlice([1, 2]), ArraySlice([3, 4]), ArraySlice([5, 6]), ArraySlice([7])]
// expect: [10, 26, 19]
// expect: 9 none b
// expect: 9 1 0
