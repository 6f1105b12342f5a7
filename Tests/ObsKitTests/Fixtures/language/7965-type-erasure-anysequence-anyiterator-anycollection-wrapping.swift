// Advanced Swift style (type erasure): AnySequence, AnyIterator and AnyCollection wrapping different concrete sequences
// known-gap: line 5: expected "AnyCollection<Int>", got "ArraySlice<Int>"
func evens(upTo limit: Int) -> AnySequence<Int> {
    AnySequence { () -> AnyIterator<Int> in
        var n = 0
        return AnyIterator {
            defer { n += 2 }
            return n <= limit ? n : nil
        }
    }
}
print(Array(evens(upTo: 10)))
let seqs: [AnySequence<Int>] = [AnySequence([1, 2, 3]), AnySequence(1...4), AnySequence(evens(upTo: 4)), AnySequence(Set([9]))]
for s in seqs { print(s.reduce(0, +), terminator: " ") }
print()
var counter = 3
let it = AnyIterator<String> {
    guard counter > 0 else { return nil }
    counter -= 1
    return "tick\(counter)"
}
print(Array(it))
let ac = AnyCollection([10, 20, 30, 40])
print(ac.count, ac.first!, Array(ac.dropFirst(2)))
print(type(of: ac.dropFirst()))
let ac2 = AnyCollection("hey")
print(ac2.map { $0.uppercased() })
print(ac[ac.index(ac.startIndex, offsetBy: 1)])
let arc = AnyRandomAccessCollection([5, 6, 7])
print(arc.last!, arc.reversed().map { $0 })
let abc = AnyBidirectionalCollection(["a", "b"])
print(abc.last!, abc.count)
func wrap<S: Sequence>(_ s: S) -> AnySequence<S.Element> { AnySequence(s) }
print(Array(wrap(stride(from: 1, to: 10, by: 4))))
print(type(of: wrap([1])))
// expect: [0, 2, 4, 6, 8, 10]
// expect: 6 10 6 9 
// expect: ["tick2", "tick1", "tick0"]
// expect: 4 10 [30, 40]
// expect: AnyCollection<Int>
// expect: ["H", "E", "Y"]
// expect: 20
// expect: 7 [7, 6, 5]
// expect: b 2
// expect: [1, 5, 9]
// expect: AnySequence<Int>
