// Rosetta-style task: Fibonacci several ways (iterative, memoized closure, tuple swap) and Lucas numbers
func fibIterative(_ n: Int) -> Int {
    var (a, b) = (0, 1)
    for _ in 0..<n { (a, b) = (b, a + b) }
    return a
}

func memoize<In: Hashable, Out>(_ body: @escaping ((In) -> Out, In) -> Out) -> (In) -> Out {
    var memo: [In: Out] = [:]
    func wrapper(_ x: In) -> Out {
        if let cached = memo[x] { return cached }
        let r = body(wrapper, x)
        memo[x] = r
        return r
    }
    return wrapper
}

let fibMemo = memoize { (fib: (Int) -> Int, n: Int) -> Int in
    n < 2 ? n : fib(n - 1) + fib(n - 2)
}

struct FibonacciSequence: Sequence, IteratorProtocol {
    var state = (0, 1)
    mutating func next() -> Int? {
        defer { state = (state.1, state.0 + state.1) }
        return state.0
    }
}

print("First 15: \(Array(FibonacciSequence().prefix(15)))")
print("fib(50) iterative = \(fibIterative(50))")
print("fib(90) memoized  = \(fibMemo(90))")
print("agree on 0...40: \((0...40).allSatisfy { fibIterative($0) == fibMemo($0) })")

let evenSum = FibonacciSequence().prefix { $0 < 4_000_000 }.filter { $0 % 2 == 0 }.reduce(0, +)
print("Sum of even terms below 4 million: \(evenSum)")

let lucas = Array(sequence(state: (2, 1)) { s -> Int? in
    defer { s = (s.1, s.0 + s.1) }
    return s.0
}.prefix(12))
print("Lucas: \(lucas)")
let firstThousandDigits = FibonacciSequence().enumerated().first { String($0.element).count >= 15 }!
print("First Fibonacci with 15 digits: F(\(firstThousandDigits.offset)) = \(firstThousandDigits.element)")

// expect: First 15: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]
// expect: fib(50) iterative = 12586269025
// expect: fib(90) memoized  = 2880067194370816120
// expect: agree on 0...40: true
// expect: Sum of even terms below 4 million: 4613732
// expect: Lucas: [2, 1, 3, 4, 7, 11, 18, 29, 47, 76, 123, 199]
// expect: First Fibonacci with 15 digits: F(69) = 117669030460994
