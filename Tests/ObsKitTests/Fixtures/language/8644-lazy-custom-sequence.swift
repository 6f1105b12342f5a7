// Blog style (lazy sequences): an infinite Collatz sequence and lazy pipelines that only do needed work
struct Collatz: Sequence, IteratorProtocol {
    var current: Int?
    init(start: Int) { current = start }
    mutating func next() -> Int? {
        guard let c = current else { return nil }
        current = c == 1 ? nil : (c.isMultiple(of: 2) ? c / 2 : 3 * c + 1)
        return c
    }
}

struct Fibonacci: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var (a, b) = (0, 1)
        return AnyIterator {
            defer { (a, b) = (b, a + b) }
            return a
        }
    }
}

final class Counter { var calls = 0 }
let counter = Counter()

print(Array(Collatz(start: 6)))
print("steps for 27: \(Collatz(start: 27).reduce(0) { c, _ in c + 1 } - 1)")
print("peak for 27: \(Collatz(start: 27).max()!)")

let firstBig = Fibonacci().lazy
    .map { n -> Int in counter.calls += 1; return n }
    .first { $0 > 1000 }!
print("first Fibonacci > 1000: \(firstBig) after \(counter.calls) calls")

counter.calls = 0
let evenFibs = Fibonacci().lazy
    .filter { $0.isMultiple(of: 2) }
    .map { n -> Int in counter.calls += 1; return n * n }
    .prefix(5)
print("nothing evaluated yet: \(counter.calls)")
print(Array(evenFibs))
print("map ran \(counter.calls) times")

let longest = (1...30).lazy
    .map { ($0, Collatz(start: $0).reduce(0) { c, _ in c + 1 }) }
    .max { $0.1 < $1.1 }!
print("longest chain under 31 starts at \(longest.0) with \(longest.1) terms")

let squares = sequence(state: 1) { (n: inout Int) -> Int? in
    defer { n += 1 }
    return n * n
}
print(Array(squares.prefix(while: { $0 < 60 })))
print(Array(zip(Fibonacci(), "abcde")).map { "\($1)\($0)" })
let lazyJoined = [[1, 2], [3], [4, 5, 6]].lazy.joined().map { $0 * 10 }
print(Array(lazyJoined.dropFirst(2)))
// expect: [6, 3, 10, 5, 16, 8, 4, 2, 1]
// expect: steps for 27: 111
// expect: peak for 27: 9232
// expect: first Fibonacci > 1000: 1597 after 18 calls
// expect: nothing evaluated yet: 0
// expect: [0, 4, 64, 1156, 20736]
// expect: map ran 5 times
// expect: longest chain under 31 starts at 27 with 112 terms
// expect: [1, 4, 9, 16, 25, 36, 49]
// expect: ["a0", "b1", "c1", "d2", "e3"]
// expect: [30, 40, 50, 60]
