// Apple docs style (AnySequence / AnyIterator): type-erasing sequences and iterators
// known-gap: line 1: expected "true", got "false"
let digits = 0...9
let lazyStrings = digits.lazy.map { String($0) }
print(type(of: lazyStrings) == LazyMapSequence<ClosedRange<Int>, String>.self)

let erased = AnySequence(lazyStrings)
print(Array(erased).joined())

// AnyIterator from a closure
var state = 1
let doubling = AnyIterator<Int> {
    defer { state *= 2 }
    return state <= 64 ? state : nil
}
print(Array(doubling))

// Returning different concrete sequences behind one type
func evens(upTo n: Int, reversed: Bool) -> AnySequence<Int> {
    let base = stride(from: 0, through: n, by: 2)
    if reversed {
        return AnySequence(base.reversed())
    }
    return AnySequence(base)
}
print(Array(evens(upTo: 10, reversed: false)))
print(Array(evens(upTo: 10, reversed: true)))

// AnySequence built from an iterator-making closure is re-iterable
let countToThree = AnySequence { () -> AnyIterator<Int> in
    var n = 0
    return AnyIterator {
        n += 1
        return n <= 3 ? n : nil
    }
}
print(Array(countToThree), Array(countToThree))

// Wrapping an existing iterator
let words = ["alpha", "beta", "gamma"]
var base = words.makeIterator()
let shouting = AnyIterator { base.next()?.uppercased() }
for w in shouting { print(w) }

// A collection of heterogeneous sequences
let sources: [AnySequence<Int>] = [
    AnySequence([5, 6]),
    AnySequence(1...3),
    AnySequence(repeatElement(9, count: 2)),
    AnySequence(sequence(first: 100, next: { $0 < 300 ? $0 + 100 : nil })),
]
for s in sources {
    print(s.map(String.init).joined(separator: ","), s.reduce(0, +))
}
let flattened = sources.joined()
print(Array(flattened).count, flattened.max()!)

// expect: true
// expect: 0123456789
// expect: [1, 2, 4, 8, 16, 32, 64]
// expect: [0, 2, 4, 6, 8, 10]
// expect: [10, 8, 6, 4, 2, 0]
// expect: [1, 2, 3] [1, 2, 3]
// expect: ALPHA
// expect: BETA
// expect: GAMMA
// expect: 5,6 11
// expect: 1,2,3 6
// expect: 9,9 18
// expect: 100,200,300 600
// expect: 10 300
