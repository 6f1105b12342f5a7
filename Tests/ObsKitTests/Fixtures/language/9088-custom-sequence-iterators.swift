// Compiler test style: Sequence conformance — custom IteratorProtocol types, single-pass vs multi-pass behaviour, AnyIterator, sequence(state:next:), and lazy evaluation counts
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}

let cd = Countdown(current: 4)
print(Array(cd), Array(cd))           // value semantics: each pass copies the iterator
print(cd.map { $0 * $0 }, cd.reduce(0, +), cd.contains(2), cd.min()!)

// A reference-type iterator is single-pass.
final class Drip: Sequence, IteratorProtocol {
    var left: Int
    init(_ n: Int) { left = n }
    func next() -> String? {
        guard left > 0 else { return nil }
        left -= 1
        return "d\(left)"
    }
}
let drip = Drip(3)
print(Array(drip.prefix(2)), Array(drip), Array(drip))

// Sequence with a separate iterator type and underestimatedCount.
struct Fibs: Sequence {
    let limit: Int
    struct Iterator: IteratorProtocol {
        var a = 0, b = 1
        let limit: Int
        mutating func next() -> Int? {
            guard a <= limit else { return nil }
            defer { (a, b) = (b, a + b) }
            return a
        }
    }
    func makeIterator() -> Iterator { Iterator(limit: limit) }
}
print(Array(Fibs(limit: 100)), Fibs(limit: 100).underestimatedCount)
print(Fibs(limit: 1000).filter { $0 % 2 == 0 }, Fibs(limit: 50).dropFirst(3).prefix(4).map { $0 })

// Manual iteration with makeIterator and while-let.
var it = Fibs(limit: 10).makeIterator()
var seen: [Int] = []
while let v = it.next() { seen.append(v) }
print(seen, it.next() as Any)

// AnyIterator and sequence(state:next:).
var n = 0
let evens = AnyIterator<Int> { n += 2; return n <= 10 ? n : nil }
print(Array(evens))
let collatz = sequence(state: 6) { (s: inout Int) -> Int? in
    guard s != 1 else { return nil }
    s = s % 2 == 0 ? s / 2 : 3 * s + 1
    return s
}
print(Array(collatz))
print(Array(sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }))

// Lazy sequences evaluate only what is needed.
var evaluations = 0
let lazySquares = sequence(first: 1) { $0 + 1 }.lazy.map { x -> Int in evaluations += 1; return x * x }
let firstBig = lazySquares.first { $0 > 50 }
print(firstBig!, evaluations)
evaluations = 0
let taken = Array(lazySquares.filter { $0 % 2 == 1 }.prefix(3))
print(taken, evaluations)

// for-in over a custom sequence with where and pattern matching.
for case let x in Countdown(current: 6) where x % 2 == 0 { print("even", x) }
print(zip(Countdown(current: 3), Fibs(limit: 100)).map { "\($0)/\($1)" })

// expect: [4, 3, 2, 1] [4, 3, 2, 1]
// expect: [16, 9, 4, 1] 10 true 1
// expect: ["d2", "d1"] ["d0"] []
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89] 0
// expect: [0, 2, 8, 34, 144, 610] [2, 3, 5, 8]
// expect: [0, 1, 1, 2, 3, 5, 8] nil
// expect: [2, 4, 6, 8, 10]
// expect: [3, 10, 5, 16, 8, 4, 2, 1]
// expect: [1, 3, 9, 27, 81, 243]
// expect: 64 8
// expect: [1, 9, 25] 5
// expect: even 6
// expect: even 4
// expect: even 2
// expect: ["3/0", "2/1", "1/1"]
