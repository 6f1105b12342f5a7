// Apple docs style (AnySequence / AnyIterator / AnyCollection): hiding concrete sequence types behind erasers
// known-gap: line 12: expected "prefix of erased: [0, 2] type: AnyCollection<Int>", got "prefix of erased: [0, 2] type: ArraySlice<Int>"
struct Squares: Sequence {
    let limit: Int
    func makeIterator() -> AnyIterator<Int> {
        var n = 0
        return AnyIterator {
            n += 1
            return n <= limit ? n * n : nil
        }
    }
}

print("squares:", Array(Squares(limit: 6)))

// Different concrete types, one erased element type.
let sources: [(String, AnySequence<Int>)] = [
    ("array", AnySequence([3, 1, 2])),
    ("range", AnySequence(10..<13)),
    ("squares", AnySequence(Squares(limit: 3))),
    ("filtered", AnySequence((1...20).lazy.filter { $0 % 7 == 0 })),
    ("strided", AnySequence(stride(from: 100, to: 0, by: -40))),
]
for (name, seq) in sources {
    print("\(name):", Array(seq), "sum:", seq.reduce(0, +))
}

// AnySequence from a closure that makes iterators.
func countdown(from n: Int) -> AnySequence<Int> {
    AnySequence { () -> AnyIterator<Int> in
        var current = n
        return AnyIterator {
            defer { current -= 1 }
            return current >= 0 ? current : nil
        }
    }
}
let cd = countdown(from: 3)
print("countdown twice:", Array(cd), Array(cd))

// AnyIterator wrapping another iterator
var base = ["a", "b", "c"].makeIterator()
let upper = AnyIterator { base.next()?.uppercased() }
print("upper:", Array(upper))

// AnyCollection keeps Collection API: count, indices, subscripts.
func evens(upTo n: Int, reversedOrder: Bool) -> AnyCollection<Int> {
    let base = stride(from: 0, through: n, by: 2)
    return reversedOrder ? AnyCollection(Array(base).reversed()) : AnyCollection(Array(base))
}
let e1 = evens(upTo: 10, reversedOrder: false)
let e2 = evens(upTo: 10, reversedOrder: true)
print("e1:", Array(e1), "count:", e1.count, "first:", e1.first!)
print("e2:", Array(e2), "count:", e2.count, "first:", e2.first!)
let second = e2[e2.index(after: e2.startIndex)]
print("second of e2:", second)
print("prefix of erased:", Array(e1.prefix(2)), "type:", type(of: e1.prefix(2)))
print("types:", type(of: e1), type(of: cd), type(of: upper))

// Erasing to hide a complicated lazy type in an API.
func interesting(_ words: [String]) -> AnySequence<String> {
    AnySequence(words.lazy.filter { $0.count > 3 }.map { $0.uppercased() })
}
print("interesting:", Array(interesting(["to", "swift", "is", "great", "fun"])))

// expect: squares: [1, 4, 9, 16, 25, 36]
// expect: array: [3, 1, 2] sum: 6
// expect: range: [10, 11, 12] sum: 33
// expect: squares: [1, 4, 9] sum: 14
// expect: filtered: [7, 14] sum: 21
// expect: strided: [100, 60, 20] sum: 180
// expect: countdown twice: [3, 2, 1, 0] [3, 2, 1, 0]
// expect: upper: ["A", "B", "C"]
// expect: e1: [0, 2, 4, 6, 8, 10] count: 6 first: 0
// expect: e2: [10, 8, 6, 4, 2, 0] count: 6 first: 10
// expect: second of e2: 8
// expect: prefix of erased: [0, 2] type: AnyCollection<Int>
// expect: types: AnyCollection<Int> AnySequence<Int> AnyIterator<String>
// expect: interesting: ["SWIFT", "GREAT"]
