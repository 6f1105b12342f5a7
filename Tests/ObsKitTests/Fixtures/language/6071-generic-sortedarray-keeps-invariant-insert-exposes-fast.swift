// Advanced Swift style (sorted array with binary search): a generic SortedArray that keeps its invariant on insert and exposes fast index(of:) via binary search
// known-gap: line 7: expected "1 100 7 Slice<ReversedCollection<SortedArray<Int>>>(_startIndex: Swift.ReversedCollection<main.SortedArray<Swift.Int>>.Index(base: 7), _endIndex: Swift.ReversedCollection<main.Sorted
struct SortedArray<Element: Comparable>: RandomAccessCollection, CustomStringConvertible {
    private var storage: [Element] = []
    init<S: Sequence>(_ s: S) where S.Element == Element { storage = s.sorted() }

    var startIndex: Int { storage.startIndex }
    var endIndex: Int { storage.endIndex }
    subscript(i: Int) -> Element { storage[i] }
    var description: String { storage.description }

    func insertionPoint(for e: Element) -> Int {
        var low = 0, high = storage.count
        while low < high {
            let mid = low + (high - low) / 2
            if storage[mid] < e { low = mid + 1 } else { high = mid }
        }
        return low
    }
    @discardableResult
    mutating func insert(_ e: Element) -> Int {
        let i = insertionPoint(for: e)
        storage.insert(e, at: i)
        return i
    }
    func index(of e: Element) -> Int? {
        let i = insertionPoint(for: e)
        return i < storage.count && storage[i] == e ? i : nil
    }
    func contains(_ e: Element) -> Bool { index(of: e) != nil }
    mutating func remove(_ e: Element) -> Bool {
        guard let i = index(of: e) else { return false }
        storage.remove(at: i)
        return true
    }
    func range(from low: Element, to high: Element) -> SubSequence {
        self[insertionPoint(for: low)..<insertionPoint(for: high)]
    }
}

var scores = SortedArray([42, 7, 19, 88, 7, 63])
print(scores)
print("insert 50 at", scores.insert(50), scores)
print("insert 1 at", scores.insert(1), "insert 100 at", scores.insert(100))
print(scores.index(of: 19) as Any, scores.index(of: 20) as Any, scores.contains(7))
print(scores.remove(7), scores.remove(7), scores.remove(7), scores)
print(Array(scores.range(from: 10, to: 64)))
print(scores.first!, scores.last!, scores.count, scores.reversed().prefix(2))
var names = SortedArray(["mia", "Zoe", "adam", "Bob"])
names.insert("carl")
print(names, names.index(of: "carl")!)
print(names.map { $0.uppercased() }, names.lastIndex(where: { $0.first!.isUppercase })!)
print(SortedArray("sorted".map { $0 }).map(String.init).joined())

// expect: [7, 7, 19, 42, 63, 88]
// expect: insert 50 at 4 [7, 7, 19, 42, 50, 63, 88]
// expect: insert 1 at 0 insert 100 at 8
// expect: Optional(3) nil true
// expect: true true false [1, 19, 42, 50, 63, 88, 100]
// expect: [19, 42, 50, 63]
// expect: 1 100 7 Slice<ReversedCollection<SortedArray<Int>>>(_startIndex: Swift.ReversedCollection<main.SortedArray<Swift.Int>>.Index(base: 7), _endIndex: Swift.ReversedCollection<main.SortedArray<Swift.Int>>.Index(base: 5), _base: Swift.ReversedCollection<main.SortedArray<Swift.Int>>(_base: [1, 19, 42, 50, 63, 88, 100]))
// expect: ["Bob", "Zoe", "adam", "carl", "mia"] 3
// expect: ["BOB", "ZOE", "ADAM", "CARL", "MIA"] 1
// expect: deorst
