// Advanced Swift style (generic windows): an adjacent-pairs and sliding-window sequence built with generic nested iterators
struct Windows<Base: Collection>: Sequence {
    let base: Base, size: Int
    func makeIterator() -> AnyIterator<Base.SubSequence> {
        var start = base.startIndex
        var end = base.index(start, offsetBy: size, limitedBy: base.endIndex)
        return AnyIterator {
            guard let e = end else { return nil }
            defer {
                if e == base.endIndex { end = nil } else {
                    base.formIndex(after: &start)
                    end = base.index(after: e)
                }
            }
            return base[start..<e]
        }
    }
}
struct AdjacentPairs<Base: Sequence>: Sequence {
    let base: Base
    struct Iterator: IteratorProtocol {
        var it: Base.Iterator
        var prev: Base.Element?
        mutating func next() -> (Base.Element, Base.Element)? {
            if prev == nil { prev = it.next() }
            guard let p = prev, let n = it.next() else { return nil }
            prev = n
            return (p, n)
        }
    }
    func makeIterator() -> Iterator { Iterator(it: base.makeIterator()) }
}
extension Collection { func windows(_ n: Int) -> Windows<Self> { Windows(base: self, size: n) } }
extension Sequence { func adjacentPairs() -> AdjacentPairs<Self> { AdjacentPairs(base: self) } }
let xs = [1, 4, 9, 16, 25]
print(xs.windows(3).map { Array($0) })
print(xs.windows(3).map { $0.reduce(0, +) })
print("abcd".windows(2).map(String.init))
print(Array(xs.windows(9)).count, Array(xs.windows(5)).count)
print(xs.adjacentPairs().map { $1 - $0 })
for (a, b) in "xyz".adjacentPairs() { print(a, b) }
print(Array([1].adjacentPairs()).isEmpty)
print(Array((1...4).adjacentPairs()).count)
print(type(of: xs.windows(2).makeIterator().next()!))
// expect: [[1, 4, 9], [4, 9, 16], [9, 16, 25]]
// expect: [14, 29, 50]
// expect: ["ab", "bc", "cd"]
// expect: 0 1
// expect: [3, 5, 7, 9]
// expect: x y
// expect: y z
// expect: true
// expect: 3
// expect: ArraySlice<Int>
