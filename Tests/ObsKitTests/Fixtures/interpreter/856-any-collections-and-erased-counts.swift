// Type erasure (expected output: swiftc 6.3.1 on this machine): an AnySequence gives the underestimatedCount
// of the sequence it wraps (0 when made from a closure or an iterator); AnyCollection,
// AnyBidirectionalCollection and AnyRandomAccessCollection are collections of what they wrap (count, first,
// last, index arithmetic, subscripts); CollectionOfOne and EmptyCollection; the erased types print with their
// element type.
print(AnySequence([1, 2, 3]).underestimatedCount, AnySequence(Set(["a"])).underestimatedCount,
      AnySequence(1...4).underestimatedCount, AnySequence { [1].makeIterator() }.underestimatedCount,
      AnySequence(AnyIterator([1, 2].makeIterator())).underestimatedCount, AnySequence(AnySequence([5, 6])).underestimatedCount)
let coll = AnyCollection([10, 20, 30])
print(coll.count, coll.first!, coll[coll.index(after: coll.startIndex)], Array(coll.dropFirst()), coll.isEmpty)
print(coll.map { $0 / 10 }, coll.reduce(0, +), coll.contains(20), Array(coll.indices.map { coll[$0] }))
let bidi = AnyBidirectionalCollection("hey")
print(bidi.last!, String(bidi.reversed()), bidi.count, bidi[bidi.index(before: bidi.endIndex)])
let ra = AnyRandomAccessCollection(Array(1...5))
print(ra[ra.index(ra.startIndex, offsetBy: 3)], ra.suffix(2).map { $0 * 2 }, ra.distance(from: ra.startIndex, to: ra.endIndex))
print(Array(CollectionOfOne(7)), CollectionOfOne("x").count, Array(EmptyCollection<Int>()).isEmpty, CollectionOfOne(3).first!)
func numbers() -> AnyIterator<Int> {
    var n = 0
    return AnyIterator { n += 1; return n <= 2 ? n : nil }
}
print(type(of: coll), type(of: AnyBidirectionalCollection([1.5])), type(of: ra), type(of: AnySequence(["a"])), type(of: numbers()), Array(numbers()))

// expect: 3 1 4 0 0 2
// expect: 3 10 20 [20, 30] false
// expect: [1, 2, 3] 60 true [10, 20, 30]
// expect: y yeh 3 y
// expect: 4 [8, 10] 5
// expect: [7] 1 true 3
// expect: AnyCollection<Int> AnyBidirectionalCollection<Double> AnyRandomAccessCollection<Int> AnySequence<String> AnyIterator<Int> [1, 2]
