// AnySequence/AnyIterator/AnyCollection: type erasure over different sequences, iterator sharing, custom generators
// known-gap: error: 9607-anysequence-anyiterator.swift:47:12: error: cannot find 'AnyCollection' in scope
func evens(upTo n: Int) -> AnySequence<Int> {
    if n < 0 { return AnySequence([]) }
    return AnySequence(stride(from: 0, through: n, by: 2))
}
func countdown(from n: Int) -> AnyIterator<Int> {
    var k = n
    return AnyIterator {
        guard k > 0 else { return nil }
        defer { k -= 1 }
        return k
    }
}
print(Array(evens(upTo: 9)), Array(evens(upTo: -1)), Array(evens(upTo: 0)))
let it = countdown(from: 5)
print(it.next()!, it.next()!)
print(Array(it))
print(it.next() as Any)

let sources: [AnySequence<String>] = [
    AnySequence(["a", "b"]),
    AnySequence("xyz".map(String.init)),
    AnySequence(Set(["only"])),
    AnySequence(repeatElement("r", count: 3)),
    AnySequence(AnyIterator(countdown(from: 2).lazy.map { "n\($0)" }.makeIterator())),
]
print(sources.map { Array($0) })
print(sources.map { $0.underestimatedCount })
let oneShot = sources[4]
print(Array(oneShot), Array(oneShot))

var state = 1
let gen = AnyIterator<Int> {
    state *= 3
    return state > 100 ? nil : state
}
let viaSeq = AnySequence { gen }
print(Array(viaSeq.prefix(2)), Array(viaSeq))

let fresh = AnySequence { () -> AnyIterator<Character> in
    var i = 0
    let chars = Array("abc")
    return AnyIterator { defer { i += 1 }; return i < chars.count ? chars[i] : nil }
}
print(String(fresh), String(fresh.reversed()), fresh.map { $0.uppercased() }.joined())
let coll = AnyCollection([10, 20, 30])
print(coll.count, coll.first!, coll[coll.index(after: coll.startIndex)], Array(coll.dropFirst()))
let bidi = AnyBidirectionalCollection("hey")
print(bidi.last!, String(bidi.reversed()), bidi.count)
let ra = AnyRandomAccessCollection(Array(1...5))
print(ra[ra.index(ra.startIndex, offsetBy: 3)], ra.suffix(2).map { $0 * 2 })
func erased<S: Sequence>(_ s: S) -> AnySequence<S.Element> { AnySequence(s) }
let chain = [erased([1, 2]), erased(3...4), erased(CollectionOfOne(5)), erased(EmptyCollection())]
print(chain.flatMap { $0 }, chain.map { Array($0).count })
print(type(of: it), type(of: sources[0]), type(of: coll))
var shared = AnyIterator([1, 2, 3, 4].makeIterator())
let copy = shared
print(shared.next()!, copy.next()!, shared.next()!)
shared = countdown(from: 1)
print(shared.next() as Any, shared.next() as Any, copy.next() as Any)

// expect: [0, 2, 4, 6, 8] [] [0]
// expect: 5 4
// expect: [3, 2, 1]
// expect: nil
// expect: [["a", "b"], ["x", "y", "z"], ["only"], ["r", "r", "r"], ["n2", "n1"]]
// expect: [2, 3, 1, 3, 0]
// expect: [] []
// expect: [3, 9] [27, 81]
// expect: abc cba ABC
// expect: 3 10 20 [20, 30]
// expect: y yeh 3
// expect: 4 [8, 10]
// expect: [1, 2, 3, 4, 5] [2, 2, 1, 0]
// expect: AnyIterator<Int> AnySequence<String> AnyCollection<Int>
// expect: 1 2 3
// expect: Optional(1) nil Optional(4)
