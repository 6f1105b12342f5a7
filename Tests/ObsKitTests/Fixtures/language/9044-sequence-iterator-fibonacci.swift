// Custom Sequence and IteratorProtocol: Fibonacci, countdown, collatz, and lazy pipelines
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Fibonacci: Sequence, IteratorProtocol {
    private var current = 0, upcoming = 1
    mutating func next() -> Int? {
        defer { (current, upcoming) = (upcoming, current + upcoming) }
        return current
    }
}

struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> AnyIterator<Int> {
        var n = start
        return AnyIterator {
            guard n >= 0 else { return nil }
            defer { n -= 1 }
            return n
        }
    }
}

struct Collatz: Sequence {
    let seed: Int
    func makeIterator() -> some IteratorProtocol<Int> {
        var value: Int? = seed
        return AnyIterator {
            guard let v = value else { return nil }
            value = v == 1 ? nil : (v.isMultiple(of: 2) ? v / 2 : 3 * v + 1)
            return v
        }
    }
}

struct Alternating<Base: Sequence>: Sequence {
    let base: Base
    struct Iterator: IteratorProtocol {
        var inner: Base.Iterator
        var flip = false
        mutating func next() -> Base.Element? {
            while let e = inner.next() {
                flip.toggle()
                if flip { return e }
            }
            return nil
        }
    }
    func makeIterator() -> Iterator { Iterator(inner: base.makeIterator()) }
}

print(Array(Fibonacci().prefix(12)))
print(Fibonacci().first { $0 > 1000 }!)
print(Fibonacci().prefix(while: { $0 < 100 }).filter { $0.isMultiple(of: 2) })
print(Array(Countdown(start: 5)))
for n in Countdown(start: 2) { print("T-minus \(n)") }
print(Array(Collatz(seed: 6)), Collatz(seed: 27).reduce(0) { c, _ in c + 1 })
print(Array(Alternating(base: "abcdefg")))
let lazyResult = Fibonacci().lazy.map { $0 * $0 }.filter { $0 % 2 == 1 }.prefix(5)
print(Array(lazyResult))
for (i, f) in zip(1..., Fibonacci()).dropFirst(8).prefix(3) { print("fib #\(i) = \(f)") }
print(Array(stride(from: 10, to: 0, by: -3)), Array(sequence(first: 1) { $0 < 200 ? $0 * 3 : nil }))
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: 1597
// expect: [0, 2, 8, 34]
// expect: [5, 4, 3, 2, 1, 0]
// expect: T-minus 2
// expect: T-minus 1
// expect: T-minus 0
// expect: [6, 3, 10, 5, 16, 8, 4, 2, 1] 112
// expect: ["a", "c", "e", "g"]
// expect: [1, 1, 9, 25, 169]
// expect: fib #9 = 21
// expect: fib #10 = 34
// expect: fib #11 = 55
// expect: [10, 7, 4, 1] [1, 3, 9, 27, 81, 243]
