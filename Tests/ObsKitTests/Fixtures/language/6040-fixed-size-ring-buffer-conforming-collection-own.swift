// Advanced Swift style (custom Collection): a fixed-size ring buffer conforming to Collection with its own index, then indices, slices and firstIndex for free
struct Ring<Element>: Collection {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) { storage = Array(repeating: nil, count: capacity) }

    mutating func push(_ value: Element) {
        let slot = (head + count) % storage.count
        storage[slot] = value
        if count == storage.count { head = (head + 1) % storage.count } else { count += 1 }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Element {
        precondition(position < count, "out of range")
        return storage[(head + position) % storage.count]!
    }
}

var ring = Ring<String>(capacity: 4)
for word in ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"] { ring.push(word) }
print(Array(ring))
print("count", ring.count, "isEmpty", ring.isEmpty)
print("indices", Array(ring.indices))
print("first", ring.first ?? "-", "index of delta", ring.firstIndex(of: "delta") ?? -1)
let slice = ring[1...]
print("slice", Array(slice), "slice start", slice.startIndex)
print("map", ring.map { $0.count })
print("uppercased prefix", ring.prefix(2).map { $0.uppercased() })
print("split on delta", ring.split(separator: "delta").map(Array.init))
print("joined", ring.joined(separator: "-"))
print("lexicographic min", ring.min()!)
var empty = Ring<Int>(capacity: 3)
print("empty first", empty.first as Any, empty.isEmpty)
empty.push(9); empty.push(8); empty.push(7); empty.push(6)
print(Array(empty), empty.firstIndex(where: { $0 < 8 }) ?? -1)
print(empty.distance(from: empty.startIndex, to: empty.endIndex))

// expect: ["gamma", "delta", "epsilon", "zeta"]
// expect: count 4 isEmpty false
// expect: indices [0, 1, 2, 3]
// expect: first gamma index of delta 1
// expect: slice ["delta", "epsilon", "zeta"] slice start 1
// expect: map [5, 5, 7, 4]
// expect: uppercased prefix ["GAMMA", "DELTA"]
// expect: split on delta [["gamma"], ["epsilon", "zeta"]]
// expect: joined gamma-delta-epsilon-zeta
// expect: lexicographic min delta
// expect: empty first nil true
// expect: [8, 7, 6] 1
// expect: 3
