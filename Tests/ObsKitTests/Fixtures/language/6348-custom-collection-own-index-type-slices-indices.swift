// Advanced Swift style (Collection protocols): a custom Collection with its own Index type, slices of it, and its Indices
struct Ring: Collection {
    struct Index: Comparable {
        fileprivate var offset: Int
        static func < (a: Index, b: Index) -> Bool { a.offset < b.offset }
    }
    private var storage: [String]
    private var head: Int
    init(_ items: [String], rotatedBy head: Int) {
        storage = items
        self.head = head
    }
    var startIndex: Index { Index(offset: 0) }
    var endIndex: Index { Index(offset: storage.count) }
    func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    subscript(position: Index) -> String {
        storage[(position.offset + head) % storage.count]
    }
}

let ring = Ring(["a", "b", "c", "d", "e"], rotatedBy: 2)
print(Array(ring))
print(ring.count, ring.first ?? "-", ring.isEmpty)
let slice = ring.dropFirst(1).prefix(3)
print(Array(slice), type(of: slice) == Slice<Ring>.self)
print(slice.startIndex.offset, slice.endIndex.offset)
print(ring[slice.startIndex])
print(ring.indices.map { $0.offset })
print(ring.map { $0.uppercased() }.joined())
print(ring.firstIndex(of: "a").map { $0.offset } ?? -1)
print(ring.contains("z"), ring.contains("e"))
print(ring.split(separator: "a").map { Array($0) })
let i = ring.index(ring.startIndex, offsetBy: 3)
print(ring[i], ring.distance(from: ring.startIndex, to: i))
print(ring.sorted(), ring.min()!, ring.max()!)
print(zip(ring, ring.indices).map { "\($1.offset)\($0)" })
var it = ring.makeIterator()
while let x = it.next(), x != "a" { print("iter", x) }
print(ring.elementsEqual(["c", "d", "e", "a", "b"]))
print(ring.suffix(2).map { $0 }, ring.prefix(while: { $0 != "a" }).count)

// expect: ["c", "d", "e", "a", "b"]
// expect: 5 c false
// expect: ["d", "e", "a"] true
// expect: 1 4
// expect: d
// expect: [0, 1, 2, 3, 4]
// expect: CDEAB
// expect: 3
// expect: false true
// expect: [["c", "d", "e"], ["b"]]
// expect: a 3
// expect: ["a", "b", "c", "d", "e"] a e
// expect: ["0c", "1d", "2e", "3a", "4b"]
// expect: iter c
// expect: iter d
// expect: iter e
// expect: true
// expect: ["a", "b"] 3
