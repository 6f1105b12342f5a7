// objc.io Advanced Swift style (sequences & iterators): custom Sequence/IteratorProtocol types, lazy chains and AnySequence
struct Fibonacci: Sequence, IteratorProtocol {
    private var state = (0, 1)
    mutating func next() -> Int? {
        defer { state = (state.1, state.0 + state.1) }
        return state.0
    }
}

struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> AnyIterator<Int> {
        var current = start
        return AnyIterator {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
}

struct Collatz: Sequence {
    let seed: Int
    func makeIterator() -> UnfoldSequence<Int, (Int?, Bool)> {
        sequence(first: seed) { n in n == 1 ? nil : (n.isMultiple(of: 2) ? n / 2 : 3 * n + 1) }
    }
}

print(Array(Fibonacci().prefix(12)))
let evenFibs = Fibonacci().lazy.filter { $0.isMultiple(of: 2) }
print(Array(evenFibs.prefix(5)))
print(Array(Countdown(start: 5)), Countdown(start: 3).map { $0 * $0 })
print(Array(Collatz(seed: 6)), Collatz(seed: 27).reduce(0) { max($0, $1) })

var evaluated: [Int] = []
let lazyChain = (1...20).lazy.map { n -> Int in evaluated.append(n); return n * 3 }.filter { $0 % 2 == 1 }
print(Array(lazyChain.prefix(3)), evaluated)

func numbers(evensOnly: Bool) -> AnySequence<Int> {
    evensOnly ? AnySequence(stride(from: 0, through: 10, by: 2)) : AnySequence(1...5)
}
print(Array(numbers(evensOnly: true)), Array(numbers(evensOnly: false)))

let zipped = zip(Fibonacci(), Countdown(start: 4)).map { "\($0)-\($1)" }
print(zipped)
for (i, f) in Fibonacci().enumerated().dropFirst(10) where i > 12 {
    print("fib", i, f)
    if i == 14 { break }
}

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: [0, 2, 8, 34, 144]
// expect: [5, 4, 3, 2, 1] [9, 4, 1]
// expect: [6, 3, 10, 5, 16, 8, 4, 2, 1] 9232
// expect: [3, 9, 15] [1, 2, 3, 4, 5, 6, 7, 1, 1, 2, 3, 4, 5, 6]
// expect: [0, 2, 4, 6, 8, 10] [1, 2, 3, 4, 5]
// expect: ["0-4", "1-3", "1-2", "2-1"]
// expect: fib 13 233
// expect: fib 14 377
