// Advanced Swift style (opaque return types and generic composition): functions returning some Sequence and some Equatable, lazily chaining custom wrappers with zip and enumerated
func window<C: Collection>(_ c: C, size: Int) -> some Sequence<C.SubSequence> {
    var start = c.startIndex
    return AnySequence(AnyIterator { () -> C.SubSequence? in
        guard let end = c.index(start, offsetBy: size, limitedBy: c.endIndex) else { return nil }
        defer { c.formIndex(after: &start) }
        return c[start..<end]
    })
}

func evensSquared(_ xs: [Int]) -> some Sequence<Int> {
    xs.lazy.filter { $0.isMultiple(of: 2) }.map { $0 * $0 }
}

func key(for name: String) -> some Equatable & CustomStringConvertible { name.lowercased() }

func interleave<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> some Sequence<A.Element> where A.Element == B.Element {
    sequence(state: (a.makeIterator(), b.makeIterator(), true)) { state -> A.Element? in
        defer { state.2.toggle() }
        if state.2 { return state.0.next() ?? state.1.next() }
        return state.1.next() ?? state.0.next()
    }
}

let readings = [3, 5, 8, 2, 9, 4]
print(window(readings, size: 3).map { Array($0) })
print(window(readings, size: 3).map { $0.reduce(0, +) / $0.count })
print(window("swift", size: 2).map(String.init))
print(Array(window([1], size: 2)))
print(Array(evensSquared(readings)), evensSquared([1, 3]).underestimatedCount)
print(key(for: "Swift") == key(for: "SWIFT"), key(for: "Swift"))
print(Array(interleave([1, 3, 5, 7, 9], [2, 4])))
print(interleave("abc", "XYZ").map(String.init).joined())
for (i, (w, total)) in zip(window(readings, size: 2), window(readings, size: 2).map { $0.reduce(0, +) }).enumerated() where total > 10 {
    print(i, Array(w), total)
}
let rising = window(readings, size: 2).filter { $0.first! < $0.last! }.count
print("rising pairs:", rising)

// expect: [[3, 5, 8], [5, 8, 2], [8, 2, 9], [2, 9, 4]]
// expect: [5, 5, 6, 5]
// expect: ["sw", "wi", "if", "ft"]
// expect: []
// expect: [64, 4, 16] 0
// expect: true swift
// expect: [1, 2, 3, 4, 5, 7, 9]
// expect: aXbYcZ
// expect: 1 [5, 8] 13
// expect: 3 [2, 9] 11
// expect: 4 [9, 4] 13
// expect: rising pairs: 3
