// Compiler test style: Sequence & IteratorProtocol self-conformance and Element inference
// known-gap: error: 4463-self-iterating-inference.swift:41:7: error: value of type 'Pairs<[Int], String>.Type' has no member 'Element'
struct Countup: Sequence, IteratorProtocol {
    var n: Int
    let end: Int
    mutating func next() -> Int? {
        guard n < end else { return nil }
        defer { n += 1 }
        return n
    }
}

let c = Countup(n: 3, end: 7)
print(Array(c))
print(Array(c))
print(c.n)
print(type(of: c.makeIterator()))
print(Countup.Element.self)

struct Letters: Sequence, IteratorProtocol {
    var remaining: Substring
    mutating func next() -> Character? {
        return remaining.popFirst()
    }
}
let l = Letters(remaining: "abc")
print(l.map { $0.uppercased() })
print(Letters.Element.self)

struct Pairs<A: Sequence, B: Sequence>: Sequence {
    let a: A
    let b: B
    func makeIterator() -> Zip2Sequence<A, B>.Iterator {
        return zip(a, b).makeIterator()
    }
}
let p = Pairs(a: [1, 2, 3], b: "xy")
for (n, ch) in p {
    print(n, ch)
}
print(type(of: p).Element.self == (Int, Character).self)

struct Wrapper<Base: Collection>: Collection {
    let base: Base
    var startIndex: Base.Index { base.startIndex }
    var endIndex: Base.Index { base.endIndex }
    func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
    subscript(i: Base.Index) -> String { "<\(base[i])>" }
}
let w = Wrapper(base: [10, 20, 30])
print(Array(w))
print(w.joined())
print(Wrapper<[Int]>.Element.self, Wrapper<[Int]>.Index.self)
print(type(of: w.indices))
print(type(of: w[w.startIndex..<w.endIndex]))

let ws = Wrapper(base: "hi")
print(Array(ws), ws.count)
let inner = Wrapper(base: Wrapper(base: [1]))
print(Array(inner))

struct Cycle<T>: Sequence, IteratorProtocol {
    let items: [T]
    var i = 0
    init(_ items: [T]) { self.items = items }
    mutating func next() -> T? {
        guard !items.isEmpty else { return nil }
        defer { i = (i + 1) % items.count }
        return items[i]
    }
}
print(Array(Cycle(["r", "g", "b"]).prefix(7)))
print(Array(Cycle([Int]()).prefix(3)))
print(Array(zip(Cycle([true, false]), 1...5)).map { $0.0 ? $0.1 : -$0.1 })

func generic<S: Sequence>(_ s: S) -> String where S.Element: CustomStringConvertible {
    return "\(S.self): " + s.map { $0.description }.joined(separator: " ")
}
print(generic(Countup(n: 0, end: 3)))
print(generic(Letters(remaining: "ok")))

// expect: [3, 4, 5, 6]
// expect: [3, 4, 5, 6]
// expect: 3
// expect: Countup
// expect: Int
// expect: ["A", "B", "C"]
// expect: Character
// expect: 1 x
// expect: 2 y
// expect: true
// expect: ["<10>", "<20>", "<30>"]
// expect: <10><20><30>
// expect: String Int
// expect: DefaultIndices<Wrapper<Array<Int>>>
// expect: Slice<Wrapper<Array<Int>>>
// expect: ["<h>", "<i>"] 2
// expect: ["<<1>>"]
// expect: ["r", "g", "b", "r", "g", "b", "r"]
// expect: []
// expect: [1, -2, 3, -4, 5]
// expect: Countup: 0 1 2
// expect: Letters: o k
