// Advanced Swift style (an iterator that is its own Sequence): a Collatz walk and a word-by-word reader, each conforming to both Sequence and IteratorProtocol
struct Collatz: Sequence, IteratorProtocol {
    private var current: Int?

    init(start: Int) { current = start }

    mutating func next() -> Int? {
        guard let value = current else { return nil }
        if value == 1 {
            current = nil
        } else if value % 2 == 0 {
            current = value / 2
        } else {
            current = 3 * value + 1
        }
        return value
    }
}

struct WordReader: Sequence, IteratorProtocol {
    private var remaining: Substring
    init(_ text: String) { remaining = Substring(text) }

    mutating func next() -> String? {
        remaining = remaining.drop(while: { $0 == " " })
        guard !remaining.isEmpty else { return nil }
        let word = remaining.prefix(while: { $0 != " " })
        remaining = remaining.dropFirst(word.count)
        return String(word)
    }
}

print(Array(Collatz(start: 6)))
let long = Collatz(start: 27)
print(long.reduce(0) { n, _ in n + 1 }, long.max()!)
print(Array(Collatz(start: 7).prefix(5)), Collatz(start: 1).map { $0 })

var walker = Collatz(start: 3)
print(walker.next()!, walker.next()!)
print(Array(walker))
let copy = walker
print(walker.next() ?? 0, Array(copy).count)

let starts = Array(1...10)
let lengths = starts.map { s in Collatz(start: s).reduce(0) { c, _ in c + 1 } }
print(lengths)
let best = zip(starts, lengths).max { $0.1 < $1.1 }!
print("longest from \(best.0): \(best.1) steps")

for (i, word) in WordReader("  the  quick brown   fox ").enumerated() {
    print(i, word)
}
print(WordReader("a bb ccc dddd").map(\.count), WordReader("   ").underestimatedCount)
print(WordReader("zeta alpha mu").sorted(), WordReader("one two").contains("two"))

// expect: [6, 3, 10, 5, 16, 8, 4, 2, 1]
// expect: 112 9232
// expect: [7, 22, 11, 34, 17] [1]
// expect: 3 10
// expect: [5, 16, 8, 4, 2, 1]
// expect: 5 6
// expect: [1, 2, 8, 3, 6, 9, 17, 4, 20, 7]
// expect: longest from 9: 20 steps
// expect: 0 the
// expect: 1 quick
// expect: 2 brown
// expect: 3 fox
// expect: [1, 2, 3, 4] 0
// expect: ["alpha", "mu", "zeta"] true
