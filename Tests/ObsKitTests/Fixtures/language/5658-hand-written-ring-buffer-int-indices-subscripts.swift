// Swift compiler execution test style (custom Collection): a hand-written ring buffer with Int indices, subscripts, slicing, reversed() and index arithmetic
struct Ring: Collection {
    private var storage: [String]
    private var head: Int
    init(_ items: [String], rotatedBy head: Int) {
        self.storage = items
        self.head = head % items.count
    }
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> String {
        storage[(head + position) % storage.count]
    }
}

let ring = Ring(["a", "b", "c", "d", "e"], rotatedBy: 2)
print(Array(ring))
print(ring.count, ring.first ?? "-", ring.isEmpty)
print(ring[1], ring[4])
let slice = ring[1..<4]
print(Array(slice), slice.startIndex, slice.endIndex)
print(slice.first!, slice[2])
print(Array(ring.reversed()))
print(ring.map { $0.uppercased() }.joined(separator: "-"))
print(ring.firstIndex(of: "a") ?? -1, ring.contains("z"))
print(ring.index(ring.startIndex, offsetBy: 3), ring.distance(from: 1, to: 4))
print(Array(ring.dropFirst(2)), Array(ring.prefix(2)), Array(ring.suffix(2)))
print(ring.split(separator: "a").map { Array($0) })
for (i, s) in ring.enumerated() where i % 2 == 0 {
    print(i, s)
}
print(ring.sorted(), ring.min()!, ring.max()!)
print(Array(ring.indices))

// expect: ["c", "d", "e", "a", "b"]
// expect: 5 c false
// expect: d b
// expect: ["d", "e", "a"] 1 4
// expect: d e
// expect: ["b", "a", "e", "d", "c"]
// expect: C-D-E-A-B
// expect: 3 false
// expect: 3 3
// expect: ["e", "a", "b"] ["c", "d"] ["a", "b"]
// expect: [["c", "d", "e"], ["b"]]
// expect: 0 c
// expect: 2 e
// expect: 4 b
// expect: ["a", "b", "c", "d", "e"] a e
// expect: [0, 1, 2, 3, 4]
