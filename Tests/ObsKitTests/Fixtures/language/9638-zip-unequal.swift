// zip of unequal lengths: truncation, infinite sequences, laziness of the longer side, and padding helpers
let short = [1, 2, 3]
let long = ["a", "b", "c", "d", "e"]
print(Array(zip(short, long)))
print(Array(zip(long, short)))
print(zip(short, long).underestimatedCount, zip([Int](), long).underestimatedCount)
print(Array(zip(short, [String]())).isEmpty)
print(Array(zip(1..., "xyz")))
print(Array(zip(stride(from: 10, to: 0, by: -4), 0...)))

struct Noisy: Sequence, IteratorProtocol {
    var n = 0
    let limit: Int
    let tag: String
    mutating func next() -> Int? {
        guard n < limit else { print("  \(tag) ends"); return nil }
        n += 1
        print("  \(tag) gives \(n)")
        return n
    }
}
print("first shorter:")
for (x, y) in zip(Noisy(limit: 2, tag: "L"), Noisy(limit: 5, tag: "R")) { print("pair", x, y) }
print("second shorter:")
for (x, y) in zip(Noisy(limit: 5, tag: "L"), Noisy(limit: 1, tag: "R")) { print("pair", x, y) }

func zipLongest<A, B>(_ a: [A], _ b: [B]) -> [(A?, B?)] {
    (0..<max(a.count, b.count)).map { i in
        (i < a.count ? a[i] : nil, i < b.count ? b[i] : nil)
    }
}
for (x, y) in zipLongest(short, long) {
    print(x.map(String.init) ?? "-", y ?? "-")
}

let z = zip([3, 1, 2], ["c", "a", "b"])
print(z.sorted { $0.0 < $1.0 }.map { $0.1 }.joined())
let d = Dictionary(uniqueKeysWithValues: zip(long, short))
print(d.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
let triple = zip(zip(short, long), [true, false]).map { ($0.0, $0.1, $1) }
print(triple.map { "\($0.0)\($0.1)\($0.2)" })
let deltas = zip(short.dropFirst(), short).map(-)
print(deltas, zip([5], [Int]()).map(+))
let words = "the quick brown fox".split(separator: " ")
print(zip(words, words.dropFirst()).map { "\($0)-\($1)" })
var it = zip(short, long).makeIterator()
_ = it.next()
print(it.next().map { "\($0.0)\($0.1)" } as Any)
_ = it.next()
print(it.next() == nil)
print(zip(short, long).map { String(repeating: $1, count: $0) }.joined(separator: ","))
print(zip("abc", "abd").first(where: { $0 != $1 }).map { "\($0)\($1)" } as Any)
print(zip("abc", "ab").allSatisfy { $0 == $1 }, zip("", "x").contains { _ in true })

// expect: [(1, "a"), (2, "b"), (3, "c")]
// expect: [("a", 1), ("b", 2), ("c", 3)]
// expect: 3 0
// expect: true
// expect: [(1, "x"), (2, "y"), (3, "z")]
// expect: [(10, 0), (6, 1), (2, 2)]
// expect: first shorter:
// expect:   L gives 1
// expect:   R gives 1
// expect: pair 1 1
// expect:   L gives 2
// expect:   R gives 2
// expect: pair 2 2
// expect:   L ends
// expect: second shorter:
// expect:   L gives 1
// expect:   R gives 1
// expect: pair 1 1
// expect:   L gives 2
// expect:   R ends
// expect: 1 a
// expect: 2 b
// expect: 3 c
// expect: - d
// expect: - e
// expect: abc
// expect: ["a1", "b2", "c3"]
// expect: ["1atrue", "2bfalse"]
// expect: [1, 1] []
// expect: ["the-quick", "quick-brown", "brown-fox"]
// expect: Optional("2b")
// expect: true
// expect: a,bb,ccc
// expect: Optional("cd")
// expect: true false
