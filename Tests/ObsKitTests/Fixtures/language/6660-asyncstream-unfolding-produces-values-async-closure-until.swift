// Swift book style (AsyncStream unfolding): AsyncStream(unfolding:) produces values from an async closure until nil
final class Source: @unchecked Sendable {
    private var values: [Int]
    init(_ values: [Int]) { self.values = values }
    func next() async -> Int? {
        values.isEmpty ? nil : values.removeFirst()
    }
}

let source = Source([2, 3, 5, 7, 11])
let primes = AsyncStream<Int>(unfolding: { await source.next() })

var squares: [Int] = []
for await p in primes {
    squares.append(p * p)
}
print("squares of primes:", squares)

var fibState = (0, 1)
let fib = AsyncStream<Int> {
    let value = fibState.0
    guard value < 60 else { return nil }
    fibState = (fibState.1, fibState.0 + fibState.1)
    return value
}
var fibs: [Int] = []
for await f in fib {
    fibs.append(f)
}
print("fibonacci:", fibs)

var counter = 0
let evens = AsyncStream<Int> {
    counter += 2
    return counter <= 10 ? counter : nil
}
let total = await evens.reduce(0, +)
print("sum of evens:", total)

// expect: squares of primes: [4, 9, 25, 49, 121]
// expect: fibonacci: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
// expect: sum of evens: 30
