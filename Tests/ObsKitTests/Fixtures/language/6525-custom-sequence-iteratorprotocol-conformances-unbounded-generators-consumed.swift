// Functional Swift style (infinite sequences): custom Sequence and IteratorProtocol conformances for unbounded generators consumed with prefix, lazy map and filter
struct Iterate<A>: Sequence, IteratorProtocol {
    var current: A
    let step: (A) -> A
    init(_ start: A, _ step: @escaping (A) -> A) {
        current = start
        self.step = step
    }
    mutating func next() -> A? {
        defer { current = step(current) }
        return current
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

struct Primes: Sequence, IteratorProtocol {
    private var found: [Int] = []
    private var candidate = 2
    mutating func next() -> Int? {
        while found.contains(where: { candidate % $0 == 0 }) { candidate += 1 }
        found.append(candidate)
        defer { candidate += 1 }
        return candidate
    }
}

func cycle<A>(_ xs: [A]) -> UnfoldSequence<A, Int> {
    sequence(state: 0) { (i: inout Int) -> A? in
        defer { i = (i + 1) % xs.count }
        return xs[i]
    }
}

print(Array(Iterate(1) { $0 * 3 }.prefix(6)))
print(Array(Fibonacci().prefix(12)))
print(Array(Primes().prefix(10)))
print(Array(Fibonacci().lazy.filter { $0 % 2 == 0 }.prefix(5)))
print(Array(Iterate("a") { $0 + "b" }.lazy.map { $0.count }.prefix(4)))
print(Array(zip(cycle(["red", "green"]), Primes()).prefix(5)).map { "\($0)-\($1)" })
print(Fibonacci().first { $0 > 1000 } ?? -1)
let collatz = Iterate(27) { $0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1 }
print(collatz.prefix { $0 != 1 }.count, collatz.prefix(200).max() ?? 0)
var it = Primes()
_ = it.next(); _ = it.next()
print(it.next() ?? 0, Array(it.prefix(3)))

// expect: [1, 3, 9, 27, 81, 243]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
// expect: [0, 2, 8, 34, 144]
// expect: [1, 2, 3, 4]
// expect: ["red-2", "green-3", "red-5", "green-7", "red-11"]
// expect: 1597
// expect: 111 9232
// expect: 5 [7, 11, 13]
