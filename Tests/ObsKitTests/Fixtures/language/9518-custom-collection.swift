// A custom Collection and BidirectionalCollection with non-integer indices, slicing, and algorithms inherited for free (expected output from swiftc 6.3.1 on Linux)
struct SparseRow: BidirectionalCollection {
    struct Index: Comparable {
        let raw: Int
        static func < (a: Index, b: Index) -> Bool { a.raw < b.raw }
    }
    private let entries: [(col: Int, value: Double)]
    init(_ dict: [Int: Double]) { entries = dict.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
    var startIndex: Index { Index(raw: 0) }
    var endIndex: Index { Index(raw: entries.count) }
    func index(after i: Index) -> Index { Index(raw: i.raw + 1) }
    func index(before i: Index) -> Index { Index(raw: i.raw - 1) }
    subscript(i: Index) -> (col: Int, value: Double) { entries[i.raw] }
}

let row = SparseRow([7: 1.5, 2: -3.0, 40: 0.25, 11: 8.0])
print(row.count, row.isEmpty, row.first!.col, row.last!.col)
print(row.map { "\($0.col)=\($0.value)" })
print(row.reversed().map(\.col), row.max { $0.value < $1.value }!.col)
let tail = row.dropFirst()
print(tail.count, tail.first!.col, tail.startIndex.raw, row.suffix(2).map(\.col))
print(row.firstIndex { $0.value < 0 }!.raw, row.contains { $0.col == 40 }, row.filter { $0.value > 1 }.map(\.col))
print(row.reduce(0) { $0 + $1.value }, row.indices.map(\.raw), row.distance(from: row.startIndex, to: row.endIndex))
print(SparseRow([:]).first == nil, Array(SparseRow([:])).count)

struct Ring<Element>: RandomAccessCollection, MutableCollection {
    private var storage: [Element]
    private var offset: Int
    init(_ xs: [Element], rotatedBy k: Int) { storage = xs; offset = k % Swift.max(xs.count, 1) }
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    subscript(i: Int) -> Element {
        get { storage[(i + offset) % storage.count] }
        set { storage[(i + offset) % storage.count] = newValue }
    }
}
var ring = Ring([1, 2, 3, 4, 5], rotatedBy: 2)
print(Array(ring), ring[0], ring[ring.endIndex - 1], ring.count)
ring[0] = 30
ring.swapAt(1, 4)
print(Array(ring))
ring.sort()
print(Array(ring), ring.firstIndex(of: 30)!)
ring.reverse()
print(Array(ring), ring[1...3].reduce(0, +), Array(ring[3...]))
print(ring.index(ring.startIndex, offsetBy: 3), ring.lastIndex(where: { $0 < 4 })!)
let strRing = Ring(Array("swift"), rotatedBy: 3)
print(String(strRing), strRing.sorted().map(String.init).joined(), strRing.randomElementFree()!)
extension RandomAccessCollection {
    func randomElementFree() -> Element? { isEmpty ? nil : self[index(startIndex, offsetBy: count / 2)] }
}
print(Ring([Int](), rotatedBy: 5).isEmpty, Ring([9], rotatedBy: 7)[0])

// expect: 4 false 2 40
// expect: ["2=-3.0", "7=1.5", "11=8.0", "40=0.25"]
// expect: [40, 11, 7, 2] 11
// expect: 3 7 1 [11, 40]
// expect: 0 true [7, 11]
// expect: 6.75 [0, 1, 2, 3] 4
// expect: true 0
// expect: [3, 4, 5, 1, 2] 3 2 5
// expect: [30, 2, 5, 1, 4]
// expect: [1, 2, 4, 5, 30] 4
// expect: [30, 5, 4, 2, 1] 11 [2, 1]
// expect: 3 4
// expect: ftswi fistw s
// expect: true 9
