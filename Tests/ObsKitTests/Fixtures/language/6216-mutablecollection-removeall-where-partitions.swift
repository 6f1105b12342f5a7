// A RangeReplaceableCollection that is also a MutableCollection: removeAll(where:) partitions through the subscript setter and removes the tail with one replaceSubrange, even when nothing matches
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
struct Bag: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    var items: [Int] = []
    init() {}
    var startIndex: Int { items.startIndex }
    var endIndex: Int { items.endIndex }
    subscript(i: Int) -> Int {
        get { items[i] }
        set { print("set [\(i)] = \(newValue)"); items[i] = newValue }
    }
    mutating func replaceSubrange<C: Collection>(_ r: Range<Int>, with n: C) where C.Element == Int {
        print("replace \(r) with \(n.count)")
        items.replaceSubrange(r, with: n)
    }
}
var b = Bag()
b.append(contentsOf: [1, 2, 3, 4, 5, 6])
b.removeAll(where: { $0 % 2 == 0 })
print(b.items)
var c = Bag()
c.append(contentsOf: [2, 4])
c.removeAll { $0 > 10 }
print(c.items)

// expect: replace 0..<0 with 1
// expect: replace 1..<1 with 1
// expect: replace 2..<2 with 1
// expect: replace 3..<3 with 1
// expect: replace 4..<4 with 1
// expect: replace 5..<5 with 1
// expect: set [1] = 3
// expect: set [2] = 2
// expect: set [2] = 5
// expect: set [4] = 2
// expect: replace 3..<6 with 0
// expect: [1, 3, 5]
// expect: replace 0..<0 with 1
// expect: replace 1..<1 with 1
// expect: replace 2..<2 with 0
// expect: [2, 4]
