// Sequence and IteratorProtocol conformances, sequence(first:next:), sequence(state:next:), AnyIterator
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Fibonacci: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
print(Array(Fibonacci().prefix(12)))
print(Fibonacci().first { $0 > 100 } as Any, Fibonacci().prefix(while: { $0 < 30 }).reduce(0, +))

struct Countdown: Sequence {
    let from: Int
    struct Iterator: IteratorProtocol {
        var current: Int
        mutating func next() -> Int? {
            guard current >= 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeIterator() -> Iterator { Iterator(current: from) }
}
let cd = Countdown(from: 3)
print(Array(cd), Array(cd), cd.map { $0 * 2 }, cd.contains(2), cd.underestimatedCount)
for n in Countdown(from: 2) { print("tick", n) }

struct Cycle<Base: Collection>: Sequence, IteratorProtocol {
    let base: Base
    var index: Base.Index
    init(_ b: Base) { base = b; index = b.startIndex }
    mutating func next() -> Base.Element? {
        guard !base.isEmpty else { return nil }
        if index == base.endIndex { index = base.startIndex }
        defer { index = base.index(after: index) }
        return base[index]
    }
}
print(Array(Cycle("abc").prefix(7)), Array(Cycle([Int]()).prefix(3)))
print(zip(Cycle(["x", "o"]), 1...5).map { "\($0)\($1)" })

let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
print(Array(powers))
let collatz = sequence(first: 27) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }
print(collatz.reduce(0) { acc, _ in acc + 1 }, collatz.max()!)
let words = sequence(state: "the quick brown fox".split(separator: " ").makeIterator()) { it in it.next().map { $0.uppercased() } }
print(Array(words))
let triangles = sequence(state: (n: 0, sum: 0)) { s -> Int? in
    s.n += 1; s.sum += s.n
    return s.sum > 40 ? nil : s.sum
}
print(Array(triangles))

func evens(upTo limit: Int) -> AnyIterator<Int> {
    var i = 0
    return AnyIterator {
        defer { i += 2 }
        return i <= limit ? i : nil
    }
}
print(Array(AnySequence { evens(upTo: 8) }))
var it = [1, 2, 3].makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any, it.next() as Any)
var manual = Countdown(from: 1).makeIterator()
while let v = manual.next() { print("manual", v) }
let strided = Fibonacci().lazy.filter { $0 % 2 == 0 }.prefix(5)
print(Array(strided), Array(Fibonacci().enumerated().dropFirst(5).prefix(2)).map { "\($0.offset):\($0.element)" })

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: Optional(144) 54
// expect: [3, 2, 1, 0] [3, 2, 1, 0] [6, 4, 2, 0] true 0
// expect: tick 2
// expect: tick 1
// expect: tick 0
// expect: ["a", "b", "c", "a", "b", "c", "a"] []
// expect: ["x1", "o2", "x3", "o4", "x5"]
// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: 112 9232
// expect: ["THE", "QUICK", "BROWN", "FOX"]
// expect: [1, 3, 6, 10, 15, 21, 28, 36]
// expect: [0, 2, 4, 6, 8]
// expect: Optional(1) Optional(2) Optional(3) nil
// expect: manual 1
// expect: manual 0
// expect: [0, 2, 8, 34, 144] ["5:5", "6:8"]
