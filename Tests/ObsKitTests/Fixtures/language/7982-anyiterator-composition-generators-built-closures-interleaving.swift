// Advanced Swift style (AnyIterator composition): generators built from closures, interleaving two sequences and a memoized prime stream
// known-gap: line 9: expected "AnyIterator<Int> AnySequence<Int>", got "AnyIterator AnySequence"
func interleave<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> AnySequence<A.Element> where A.Element == B.Element {
    AnySequence { () -> AnyIterator<A.Element> in
        var ia = a.makeIterator(), ib = b.makeIterator()
        var useA = true
        return AnyIterator {
            defer { useA.toggle() }
            if useA { return ia.next() ?? ib.next() }
            return ib.next() ?? ia.next()
        }
    }
}
print(Array(interleave([1, 3, 5, 7], [2, 4])))
print(Array(interleave("ace", "bdf")).map(String.init).joined())
func primes() -> AnyIterator<Int> {
    var found: [Int] = []
    var candidate = 1
    return AnyIterator {
        repeat { candidate += 1 } while found.contains { candidate % $0 == 0 }
        found.append(candidate)
        return candidate
    }
}
let p = primes()
print(Array(p.prefix(10)))
print(p.next()!)
let ps = AnySequence(primes)
print(Array(ps.prefix(5)), Array(ps.prefix(3)))
let it = AnyIterator([5, 6].makeIterator())
print(Array(IteratorSequence(it)))
func take<S: Sequence>(_ n: Int, _ s: S) -> [S.Element] { Array(s.prefix(n)) }
print(take(3, AnySequence { AnyIterator { 1 } }))
var state = 1
let doubling = AnyIterator<Int> { state *= 2; return state > 100 ? nil : state }
print(doubling.map { $0 })
print(type(of: doubling), type(of: ps))
// expect: [1, 2, 3, 4, 5, 7]
// expect: abcdef
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
// expect: 31
// expect: [2, 3, 5, 7, 11] [2, 3, 5]
// expect: [5, 6]
// expect: [1, 1, 1]
// expect: [2, 4, 8, 16, 32, 64]
// expect: AnyIterator<Int> AnySequence<Int>
