// Compiler test style: custom Collection conformance gains inherited algorithms; Index/Element/SubSequence inferred
struct Ring<T>: Collection {
    var items: [T]
    var offset: Int
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> T { items[(i + offset) % items.count] }
}

let r = Ring(items: ["a", "b", "c", "d"], offset: 1)
print(Array(r))
print(r.count, r.first!, r.isEmpty)
print(r.map { $0.uppercased() })
print(r.filter { $0 != "c" })
print(Array(r.reversed()))
print(r.contains("a"), r.firstIndex(of: "a")!)
let sub = r.dropFirst(2)
print(Array(sub), sub.startIndex)
print(type(of: sub))
print(String(describing: Ring<Int>.Index.self), String(describing: Ring<Int>.Iterator.self))
print(r.enumerated().map { "\($0.offset)\($0.element)" }.joined())
print(Ring(items: [5, 1, 4], offset: 2).sorted())
// expect: ["b", "c", "d", "a"]
// expect: 4 b false
// expect: ["B", "C", "D", "A"]
// expect: ["b", "d", "a"]
// expect: ["a", "d", "c", "b"]
// expect: true 3
// expect: ["d", "a"] 2
// expect: Slice<Ring<String>>
// expect: Int IndexingIterator<Ring<Int>>
// expect: 0b1c2d3a
// expect: [1, 4, 5]
