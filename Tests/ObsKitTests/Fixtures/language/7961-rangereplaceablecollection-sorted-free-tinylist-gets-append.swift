// Advanced Swift style (RangeReplaceableCollection): a sorted-free TinyList gets append, insert, remove and removeAll from init() and replaceSubrange
struct TinyList<Element>: RangeReplaceableCollection, RandomAccessCollection {
    private var store: [Element] = []
    init() {}
    var startIndex: Int { 0 }
    var endIndex: Int { store.count }
    subscript(i: Int) -> Element { store[i] }
    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        print("  replace \(subrange) with \(newElements.count)")
        store.replaceSubrange(subrange, with: newElements)
    }
}
var t = TinyList<String>()
t.append("b")
t.insert("a", at: 0)
t.append(contentsOf: ["c", "d", "e"])
print(Array(t))
let removed = t.remove(at: 1)
print(removed, Array(t))
t.removeFirst()
t.removeLast()
print(Array(t))
t += ["x", "y"]
print(Array(t), t.count)
t.removeAll { $0 == "x" }
print(Array(t))
t.removeAll()
print(t.isEmpty)
let u = TinyList(["p", "q"])
print(Array(u))
let rep = TinyList(repeating: 7, count: 3)
print(Array(rep))
var v = u + ["r"]
print(Array(v), type(of: v))
v.replaceSubrange(0..<1, with: ["P", "P"])
print(Array(v))
// expect:   replace 0..<0 with 1
// expect:   replace 0..<0 with 1
// expect:   replace 2..<2 with 1
// expect:   replace 3..<3 with 1
// expect:   replace 4..<4 with 1
// expect: ["a", "b", "c", "d", "e"]
// expect:   replace 1..<2 with 0
// expect: b ["a", "c", "d", "e"]
// expect:   replace 0..<1 with 0
// expect:   replace 2..<3 with 0
// expect: ["c", "d"]
// expect:   replace 2..<2 with 1
// expect:   replace 3..<3 with 1
// expect: ["c", "d", "x", "y"] 4
// expect:   replace 0..<0 with 1
// expect:   replace 1..<1 with 1
// expect:   replace 2..<2 with 1
// expect: ["c", "d", "y"]
// expect: true
// expect:   replace 0..<0 with 1
// expect:   replace 1..<1 with 1
// expect: ["p", "q"]
// expect:   replace 0..<0 with 1
// expect:   replace 1..<1 with 1
// expect:   replace 2..<2 with 1
// expect: [7, 7, 7]
// expect:   replace 2..<2 with 1
// expect: ["p", "q", "r"] TinyList<String>
// expect:   replace 0..<1 with 2
// expect: ["P", "P", "q", "r"]
