// swift-algorithms style (interspersed): an Intersperse sequence that becomes a Collection through a conditional conformance with its own enum-like index, plus joined(by:) built on it
struct Intersperse<Base: Sequence>: Sequence {
    let base: Base
    let separator: Base.Element

    struct Iterator: IteratorProtocol {
        var iterator: Base.Iterator
        let separator: Base.Element
        var pending: Base.Element? = nil
        var started = false
        mutating func next() -> Base.Element? {
            if let p = pending { pending = nil; return p }
            guard let e = iterator.next() else { return nil }
            if !started { started = true; return e }
            pending = e
            return separator
        }
    }
    func makeIterator() -> Iterator { Iterator(iterator: base.makeIterator(), separator: separator) }
}

extension Intersperse: Collection where Base: Collection {
    struct Index: Comparable {
        let base: Base.Index
        let isSeparator: Bool
        static func < (l: Index, r: Index) -> Bool {
            l.base < r.base || (l.base == r.base && l.isSeparator && !r.isSeparator)
        }
    }
    var startIndex: Index { Index(base: base.startIndex, isSeparator: false) }
    var endIndex: Index { Index(base: base.endIndex, isSeparator: false) }
    func index(after i: Index) -> Index {
        if i.isSeparator { return Index(base: i.base, isSeparator: false) }
        let next = base.index(after: i.base)
        return Index(base: next, isSeparator: next != base.endIndex)
    }
    subscript(i: Index) -> Base.Element { i.isSeparator ? separator : base[i.base] }
}

extension Sequence {
    func interspersed(with separator: Element) -> Intersperse<Self> { Intersperse(base: self, separator: separator) }
}

extension Sequence where Element: Sequence {
    func joined(by separator: Element.Element) -> [Element.Element] {
        var out: [Element.Element] = []
        for (i, part) in enumerated() {
            if i > 0 { out.append(separator) }
            out.append(contentsOf: part)
        }
        return out
    }
}

print(Array([1, 2, 3].interspersed(with: 0)))
print(String("abc".interspersed(with: "-")))
print(Array(AnySequence([7, 8]).interspersed(with: 5)))
let spaced = ["x", "y", "z"].interspersed(with: "|")
print(spaced.count, spaced.indices.filter { spaced[$0] == "|" }.count, spaced.first!, spaced.joined())
let i = spaced.index(spaced.startIndex, offsetBy: 3)
print(spaced[i], i.isSeparator, spaced[spaced.index(after: i)])
print([Int]().interspersed(with: 1).isEmpty, Array([4].interspersed(with: 1)))
print([[1, 2], [3], [], [4]].joined(by: 0))
print(String(["ab", "cd"].joined(by: ",")))
print(Array((1...4).interspersed(with: 0).lazy.map { $0 * 2 }))

// expect: [1, 0, 2, 0, 3]
// expect: a-b-c
// expect: [7, 5, 8]
// expect: 5 2 x x|y|z
// expect: | true z
// expect: true [4]
// expect: [1, 2, 0, 3, 0, 0, 4]
// expect: ab,cd
// expect: [2, 0, 4, 0, 6, 0, 8]
