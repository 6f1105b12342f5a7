// Compiler test style: custom Collection and BidirectionalCollection conformances with indices and slicing
struct Ring: Collection, CustomStringConvertible {
    var elements: [String]
    var start: Int
    var startIndex: Int { 0 }
    var endIndex: Int { elements.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { elements[(i + start) % elements.count] }
    var description: String { "Ring(\(Array(self)))" }
}

struct Evens: BidirectionalCollection {
    let upTo: Int
    var startIndex: Int { 0 }
    var endIndex: Int { upTo / 2 + 1 }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Int { i * 2 }
}

let ring = Ring(elements: ["a", "b", "c", "d"], start: 2)
print(ring)
print(ring.count, ring.first!, ring.isEmpty)
print(ring.map { $0.uppercased() })
print(ring.firstIndex(of: "a") as Any, ring.contains("z"))
print(Array(ring.dropFirst()), Array(ring.prefix(2)))
let slice = ring[1..<3]
print(Array(slice), slice.startIndex, slice.endIndex)
print(ring.indices.map { $0 }, ring.split(separator: "a").map { Array($0) })
for (i, e) in ring.enumerated() where i % 2 == 1 {
    print("odd position \(i): \(e)")
}

let evens = Evens(upTo: 10)
print(Array(evens), evens.count)
print(evens.last!, Array(evens.reversed()))
print(evens.suffix(2).map { $0 }, evens.dropLast(4).map { $0 })
print(evens.lastIndex(where: { $0 < 7 }) as Any)
print(evens.reduce(0, +), evens.min()!, evens.max()!)
print(zip(ring, evens).map { "\($0)\($1)" })
print(Evens(upTo: 0).isEmpty, Array(Evens(upTo: 1)))
print(evens[evens.index(evens.startIndex, offsetBy: 3)], evens.distance(from: 1, to: 5))
print(evens.sorted(by: >).prefix(3).map { $0 }, evens.allSatisfy { $0 % 2 == 0 })
var strs = ring.sorted()
strs.reverse()
print(strs, ring.joined(separator: "-"))

// expect: Ring(["c", "d", "a", "b"])
// expect: 4 c false
// expect: ["C", "D", "A", "B"]
// expect: Optional(2) false
// expect: ["d", "a", "b"] ["c", "d"]
// expect: ["d", "a"] 1 3
// expect: [0, 1, 2, 3] [["c", "d"], ["b"]]
// expect: odd position 1: d
// expect: odd position 3: b
// expect: [0, 2, 4, 6, 8, 10] 6
// expect: 10 [10, 8, 6, 4, 2, 0]
// expect: [8, 10] [0, 2]
// expect: Optional(3)
// expect: 30 0 10
// expect: ["c0", "d2", "a4", "b6"]
// expect: false [0]
// expect: 6 4
// expect: [10, 8, 6] true
// expect: ["d", "c", "b", "a"] c-d-a-b
