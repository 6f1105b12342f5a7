// Advanced Swift style (Collection protocols): RangeReplaceableCollection defaults (append, insert, remove, +) on a custom queue type
struct Queue<Element>: RangeReplaceableCollection, BidirectionalCollection, CustomStringConvertible {
    private var items: [Element] = []
    init() {}
    var startIndex: Int { items.startIndex }
    var endIndex: Int { items.endIndex }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Element { items[i] }
    mutating func replaceSubrange<C: Collection>(_ r: Range<Int>, with new: C) where C.Element == Element {
        print("  replace \(r.lowerBound)..<\(r.upperBound) with \(new.count)")
        items.replaceSubrange(r, with: new)
    }
    var description: String { "Queue\(items)" }
}

var q = Queue<Int>()
q.append(1)
q.append(contentsOf: [2, 3])
print(q)
q.insert(0, at: 0)
print(q)
let removed = q.removeFirst()
print(removed, q)
q.removeLast()
print(q)
let q2 = Queue([7, 8, 9])
print(q2, q2.count)
var q3 = q + q2
print(q3)
q3.removeAll(where: { $0 % 2 == 0 })
print(q3)
q3.remove(at: 1)
print(q3)
var r = Queue(repeating: "x", count: 2)
r += ["y"]
print(r, r.reversed().first!)
r.removeSubrange(0..<1)
print(r)
r.removeAll()
print(r.isEmpty)

// expect:   replace 0..<0 with 1
// expect:   replace 1..<1 with 1
// expect:   replace 2..<2 with 1
// expect: Queue[1, 2, 3]
// expect:   replace 0..<0 with 1
// expect: Queue[0, 1, 2, 3]
// expect:   replace 0..<1 with 0
// expect: 0 Queue[1, 2, 3]
// expect:   replace 2..<3 with 0
// expect: Queue[1, 2]
// expect:   replace 0..<0 with 1
// expect:   replace 1..<1 with 1
// expect:   replace 2..<2 with 1
// expect: Queue[7, 8, 9] 3
// expect:   replace 2..<2 with 1
// expect:   replace 3..<3 with 1
// expect:   replace 4..<4 with 1
// expect: Queue[1, 2, 7, 8, 9]
// expect:   replace 0..<0 with 1
// expect:   replace 1..<1 with 1
// expect:   replace 2..<2 with 1
// expect: Queue[1, 7, 9]
// expect:   replace 1..<2 with 0
// expect: Queue[1, 9]
// expect:   replace 0..<0 with 1
// expect:   replace 1..<1 with 1
// expect:   replace 2..<2 with 1
// expect: Queue["x", "x", "y"] y
// expect:   replace 0..<1 with 0
// expect: Queue["x", "y"]
// expect: true
