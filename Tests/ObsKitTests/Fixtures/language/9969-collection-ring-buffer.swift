// Apple docs style (Collection): a fixed-capacity ring buffer as a Collection
struct RingBuffer<Element>: Collection {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        storage = Array(repeating: nil, count: capacity)
    }

    mutating func push(_ value: Element) {
        let tail = (head + count) % storage.count
        storage[tail] = value
        if count == storage.count {
            head = (head + 1) % storage.count
        } else {
            count += 1
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return storage[(head + position) % storage.count]!
    }
}

var ring = RingBuffer<Int>(capacity: 5)
for n in 1...8 {
    ring.push(n * 10)
}
print("count:", ring.count, "isEmpty:", ring.isEmpty)
print("contents:", Array(ring))
print("first:", ring.first!, "ring[2]:", ring[2])
print("map:", ring.map { $0 / 10 })
print("filter >50:", ring.filter { $0 > 50 })
print("reversed:", Array(ring.reversed()))
print("firstIndex of 70:", ring.firstIndex(of: 70) as Any)
print("firstIndex of 10:", ring.firstIndex(of: 10) as Any)
print("prefix(2):", Array(ring.prefix(2)))
print("dropFirst(3):", Array(ring.dropFirst(3)))
print("min/max:", ring.min()!, ring.max()!)

var words = RingBuffer<String>(capacity: 7)
for w in ["old", "a", "-", "b", "c", "-", "-", "d", "e"] {
    words.push(w)
}
print("words:", Array(words))
let pieces = words.split(separator: "-")
print("split pieces:", pieces.map { Array($0) })
let piecesKeep = words.split(separator: "-", omittingEmptySubsequences: false)
print("split keeping empties:", piecesKeep.map { $0.joined() })
print("indices:", Array(words.indices))
print("distance:", words.distance(from: words.startIndex, to: words.endIndex))
let slice = words[1..<4]
print("slice:", Array(slice), "slice.startIndex:", slice.startIndex)
print("joined:", words.joined(separator: "|"))
print("contains d:", words.contains("d"), "contains old:", words.contains("old"))

// expect: count: 5 isEmpty: false
// expect: contents: [40, 50, 60, 70, 80]
// expect: first: 40 ring[2]: 60
// expect: map: [4, 5, 6, 7, 8]
// expect: filter >50: [60, 70, 80]
// expect: reversed: [80, 70, 60, 50, 40]
// expect: firstIndex of 70: Optional(3)
// expect: firstIndex of 10: nil
// expect: prefix(2): [40, 50]
// expect: dropFirst(3): [70, 80]
// expect: min/max: 40 80
// expect: words: ["-", "b", "c", "-", "-", "d", "e"]
// expect: split pieces: [["b", "c"], ["d", "e"]]
// expect: split keeping empties: ["", "bc", "", "de"]
// expect: indices: [0, 1, 2, 3, 4, 5, 6]
// expect: distance: 7
// expect: slice: ["b", "c", "-"] slice.startIndex: 1
// expect: joined: -|b|c|-|-|d|e
// expect: contains d: true contains old: false
