// RangeReplaceableCollection's default removeAll(): self = Self() (a new empty value), unless the capacity is kept, when one replaceSubrange removes everything
struct Queue: RangeReplaceableCollection {
    var items: [Int] = []
    init() { print("init()") }
    var startIndex: Int { items.startIndex }
    var endIndex: Int { items.endIndex }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { items[i] }
    mutating func replaceSubrange<C: Collection>(_ r: Range<Int>, with new: C) where C.Element == Int {
        print("replace \(r) with \(Array(new))")
        items.replaceSubrange(r, with: new)
    }
}
var q = Queue()
q.append(1)
q.append(contentsOf: [2, 3])
q.removeAll()
print(q.isEmpty, q.items)
q.append(4)
q.removeAll(keepingCapacity: true)
print(q.isEmpty)
q.append(5)
q.removeAll(keepingCapacity: false)
print(q.count)

// expect: init()
// expect: replace 0..<0 with [1]
// expect: replace 1..<1 with [2]
// expect: replace 2..<2 with [3]
// expect: init()
// expect: true []
// expect: replace 0..<0 with [4]
// expect: replace 0..<1 with []
// expect: true
// expect: replace 0..<0 with [5]
// expect: init()
// expect: 0
