// custom Collection types: bidirectional and random-access conformances with default algorithms
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct CharRange: BidirectionalCollection {
    let lower: Unicode.Scalar, upper: Unicode.Scalar
    var startIndex: UInt32 { lower.value }
    var endIndex: UInt32 { upper.value + 1 }
    func index(after i: UInt32) -> UInt32 { i + 1 }
    func index(before i: UInt32) -> UInt32 { i - 1 }
    subscript(i: UInt32) -> Character { Character(Unicode.Scalar(i)!) }
}
let az = CharRange(lower: "a", upper: "j")
print(az.count, String(az), az.first!, az.last!, String(az.reversed()))
print(az.firstIndex(of: "e")! - az.startIndex, String(az.prefix(3)), String(az.suffix(2)), String(az.dropLast(7)))
print(az.filter { "aeiou".contains($0) }, String(az[az.index(az.startIndex, offsetBy: 2)...az.index(az.startIndex, offsetBy: 4)]))
print(az.lastIndex(where: { $0 < "d" }).map { az[$0] } as Any, az.contains("z"), az.map { $0.uppercased() }.joined())

struct Ring<Element>: RandomAccessCollection, MutableCollection {
    private var storage: [Element]
    private var head: Int
    init(_ xs: [Element], rotatedBy k: Int) {
        storage = xs
        head = xs.isEmpty ? 0 : ((k % xs.count) + xs.count) % xs.count
    }
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    subscript(i: Int) -> Element {
        get { storage[(head + i) % storage.count] }
        set { storage[(head + i) % storage.count] = newValue }
    }
}
var ring = Ring([1, 2, 3, 4, 5], rotatedBy: 2)
print(Array(ring), ring.count, ring[ring.index(ring.endIndex, offsetBy: -1)], ring.distance(from: 4, to: 1))
ring[0] = 30
ring.swapAt(1, 4)
print(Array(ring), ring.sorted(), ring.max()!, ring.firstIndex(of: 1) as Any)
ring.sort()
print(Array(ring), Array(ring.reversed()), Array(ring[1..<3]))
ring.reverse()
print(Array(ring), ring.partition { $0 > 3 }, Array(ring))
let negRing = Ring(["a", "b", "c"], rotatedBy: -1)
print(Array(negRing), negRing.joined(), Array(negRing.shuffledDeterministically()))

extension RandomAccessCollection {
    func shuffledDeterministically() -> [Element] {
        indices.sorted { distance(from: startIndex, to: $0) % 2 < distance(from: startIndex, to: $1) % 2 }.map { self[$0] }
    }
}

struct Pairs: Collection {
    let n: Int
    struct Index: Comparable {
        var i: Int, j: Int
        static func < (a: Index, b: Index) -> Bool { (a.i, a.j) < (b.i, b.j) }
    }
    var startIndex: Index { n > 1 ? Index(i: 0, j: 1) : endIndex }
    var endIndex: Index { Index(i: n, j: 0) }
    func index(after x: Index) -> Index {
        if x.j + 1 < n { return Index(i: x.i, j: x.j + 1) }
        return x.i + 2 < n ? Index(i: x.i + 1, j: x.i + 2) : endIndex
    }
    subscript(x: Index) -> (Int, Int) { (x.i, x.j) }
}
print(Pairs(n: 4).map { "\($0.0)\($0.1)" }, Pairs(n: 4).count, Pairs(n: 1).isEmpty, Pairs(n: 5).count)

// expect: 10 abcdefghij a j jihgfedcba
// expect: 4 abc ij abc
// expect: ["a", "e", "i"] cde
// expect: Optional("c") false ABCDEFGHIJ
// expect: [3, 4, 5, 1, 2] 5 2 -3
// expect: [30, 2, 5, 1, 4] [1, 2, 4, 5, 30] 30 Optional(3)
// expect: [1, 2, 4, 5, 30] [30, 5, 4, 2, 1] [2, 4]
// expect: [30, 5, 4, 2, 1] 2 [1, 2, 4, 5, 30]
// expect: ["c", "a", "b"] cab ["c", "b", "a"]
// expect: ["01", "02", "03", "12", "13", "23"] 6 true 10
