// Advanced Swift style (RangeReplaceableCollection): a stack that conforms to RangeReplaceableCollection with just init and replaceSubrange, then append, insert, remove and += work
struct Stack<Element>: RandomAccessCollection, RangeReplaceableCollection {
    private var items: [Element] = []
    init() {}
    var startIndex: Int { items.startIndex }
    var endIndex: Int { items.endIndex }
    subscript(i: Int) -> Element { items[i] }
    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        print("  replace \(subrange) with \(newElements.count)")
        items.replaceSubrange(subrange, with: newElements)
    }
}

var s = Stack<String>()
print("append")
s.append("a")
print("append contentsOf")
s.append(contentsOf: ["b", "c", "d"])
print(Array(s))
print("insert")
s.insert("z", at: 1)
print(Array(s))
print("remove")
let removed = s.remove(at: 2)
print("removed", removed, Array(s))
print("removeLast")
print(s.removeLast(), Array(s))
print("+=")
s += ["x", "y"]
print(Array(s))
print("removeAll where")
s.removeAll(where: { $0 < "m" })
print(Array(s))
let built = Stack<Int>(repeating: 7, count: 3)
print(Array(built))
let fromSeq = Stack<Int>(1...4)
print(Array(fromSeq), fromSeq.count)
var other = fromSeq
other.removeFirst()
print(Array(other), Array(fromSeq))

// expect: append
// expect:   replace 0..<0 with 1
// expect: append contentsOf
// expect:   replace 1..<1 with 1
// expect:   replace 2..<2 with 1
// expect:   replace 3..<3 with 1
// expect: ["a", "b", "c", "d"]
// expect: insert
// expect:   replace 1..<1 with 1
// expect: ["a", "z", "b", "c", "d"]
// expect: remove
// expect:   replace 2..<3 with 0
// expect: removed b ["a", "z", "c", "d"]
// expect: removeLast
// expect:   replace 3..<4 with 0
// expect: d ["a", "z", "c"]
// expect: +=
// expect:   replace 3..<3 with 1
// expect:   replace 4..<4 with 1
// expect: ["a", "z", "c", "x", "y"]
// expect: removeAll where
// expect:   replace 0..<0 with 1
// expect:   replace 1..<1 with 1
// expect:   replace 2..<2 with 1
// expect: ["z", "x", "y"]
// expect:   replace 0..<0 with 1
// expect:   replace 1..<1 with 1
// expect:   replace 2..<2 with 1
// expect: [7, 7, 7]
// expect:   replace 0..<0 with 1
// expect:   replace 1..<1 with 1
// expect:   replace 2..<2 with 1
// expect:   replace 3..<3 with 1
// expect: [1, 2, 3, 4] 4
// expect:   replace 0..<1 with 0
// expect: [2, 3, 4] [1, 2, 3, 4]
