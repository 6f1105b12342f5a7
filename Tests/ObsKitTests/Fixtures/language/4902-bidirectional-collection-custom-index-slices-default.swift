// Compiler test style (test/stdlib/CollectionType.swift): a bidirectional collection with a custom index, slices and default indices
// known-gap: line 4: expected "DefaultIndices<Ring>", got "Array<RingIndex>"
struct RingIndex: Comparable, CustomStringConvertible {
  var lap: Int
  var slot: Int
  static func < (a: RingIndex, b: RingIndex) -> Bool { (a.lap, a.slot) < (b.lap, b.slot) }
  var description: String { "R\(lap).\(slot)" }
}

struct Ring: BidirectionalCollection {
  let size: Int
  let laps: Int
  var startIndex: RingIndex { RingIndex(lap: 0, slot: 0) }
  var endIndex: RingIndex { RingIndex(lap: laps, slot: 0) }
  func index(after i: RingIndex) -> RingIndex {
    i.slot + 1 == size ? RingIndex(lap: i.lap + 1, slot: 0) : RingIndex(lap: i.lap, slot: i.slot + 1)
  }
  func index(before i: RingIndex) -> RingIndex {
    i.slot == 0 ? RingIndex(lap: i.lap - 1, slot: size - 1) : RingIndex(lap: i.lap, slot: i.slot - 1)
  }
  subscript(i: RingIndex) -> String { "\(i.lap)\(Character(Unicode.Scalar(97 + i.slot)!))" }
}

let ring = Ring(size: 3, laps: 2)
print(ring.count, ring.isEmpty, Array(ring))
print(ring.first as Any, ring.last as Any)
print(ring.startIndex, ring.endIndex, ring.indices.map { "\($0)" })
print(type(of: ring.indices))
let third = ring.index(ring.startIndex, offsetBy: 2)
print(third, ring[third], ring.distance(from: ring.startIndex, to: third))
print(ring.index(ring.endIndex, offsetBy: -4), ring.index(third, offsetBy: 10, limitedBy: ring.endIndex) as Any)
print(ring.firstIndex(of: "1b") as Any, ring.lastIndex { $0.hasPrefix("0") } as Any)

let slice = ring[ring.index(after: ring.startIndex)..<ring.index(before: ring.endIndex)]
print(type(of: slice), slice.count, Array(slice))
print(slice.startIndex, slice.endIndex, slice.first as Any, slice.last as Any)
print(slice[slice.startIndex], slice.indices.count)
let subslice = slice.dropFirst().dropLast()
print(type(of: subslice), Array(subslice), subslice.startIndex)

print(Array(ring.reversed()), type(of: ring.reversed()))
print(ring.reversed().first as Any)
print(Array(ring.prefix(2)), Array(ring.suffix(2)), Array(ring.dropLast(4)))
print(ring.split { $0.hasSuffix("c") }.map { Array($0) })
print(ring.map { $0.uppercased() }, ring.filter { $0.hasSuffix("a") })
print(ring.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
print(ring.elementsEqual(["0a", "0b", "0c", "1a", "1b", "1c"]))
print(ring.joined(separator: ","), ring.sorted(by: >).prefix(3))
print(zip(ring, ring.dropFirst(3)).map { $0 + $1 })
print(ring.contains("1c"), ring.contains("2a"), ring.min()!, ring.max()!)

let empty = Ring(size: 4, laps: 0)
print(empty.isEmpty, empty.count, Array(empty), empty.first as Any, empty.last as Any)

var it = ring.makeIterator()
print(it.next() as Any, it.next() as Any, type(of: it))

func middle<C: BidirectionalCollection>(_ c: C) -> C.Element? {
  guard !c.isEmpty else { return nil }
  var lo = c.startIndex
  var hi = c.index(before: c.endIndex)
  while lo < hi {
    c.formIndex(after: &lo)
    if lo == hi { break }
    c.formIndex(before: &hi)
  }
  return c[lo]
}
print(middle(ring) as Any, middle(empty) as Any, middle([1, 2, 3, 4, 5]) as Any, middle("abcd") as Any)
let lastTwo = ring[ring.index(ring.endIndex, offsetBy: -2)...]
print(Array(lastTwo), lastTwo.startIndex)

// expect: 6 false ["0a", "0b", "0c", "1a", "1b", "1c"]
// expect: Optional("0a") Optional("1c")
// expect: R0.0 R2.0 ["R0.0", "R0.1", "R0.2", "R1.0", "R1.1", "R1.2"]
// expect: DefaultIndices<Ring>
// expect: R0.2 0c 2
// expect: R0.2 nil
// expect: Optional(R1.1) Optional(R0.2)
// expect: Slice<Ring> 4 ["0b", "0c", "1a", "1b"]
// expect: R0.1 R1.2 Optional("0b") Optional("1b")
// expect: 0b 4
// expect: Slice<Ring> ["0c", "1a"] R0.2
// expect: ["1c", "1b", "1a", "0c", "0b", "0a"] ReversedCollection<Ring>
// expect: Optional("1c")
// expect: ["0a", "0b"] ["1b", "1c"] ["0a", "0b"]
// expect: [["0a", "0b"], ["1a", "1b"]]
// expect: ["0A", "0B", "0C", "1A", "1B", "1C"] ["0a", "1a"]
// expect: ["0a", "0c", "1b"]
// expect: true
// expect: 0a,0b,0c,1a,1b,1c ["1c", "1b", "1a"]
// expect: ["0a1a", "0b1b", "0c1c"]
// expect: true false 0a 1c
// expect: true 0 [] nil nil
// expect: Optional("0a") Optional("0b") IndexingIterator<Ring>
// expect: Optional("1a") nil Optional(3) Optional("c")
// expect: ["1b", "1c"] R1.1
