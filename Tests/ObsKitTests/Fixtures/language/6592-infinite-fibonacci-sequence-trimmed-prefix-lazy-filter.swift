// Swift by Sundell style (sequences from AnyIterator and unfolding): an infinite Fibonacci sequence trimmed with prefix, lazy filter and prefix(while:)
struct FibonacciNumbers: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var pair = (0, 1)
        return AnyIterator {
            let result = pair.0
            pair = (pair.1, pair.0 + pair.1)
            return result
        }
    }
}

let fibs = FibonacciNumbers()
print(Array(fibs.prefix(10)))
print(Array(fibs.prefix(while: { $0 < 100 })))

let evenFibs = fibs.lazy.filter { $0 % 2 == 0 }.prefix(5)
print(Array(evenFibs))

let labelled = fibs.lazy.map { "f\($0)" }.prefix(4)
print(labelled.joined(separator: ","))

for (position, value) in fibs.prefix(6).enumerated() where position >= 3 {
    print("fib #\(position) = \(value)")
}

let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
print(Array(powers))

let words = sequence(state: ["alpha", "beta", "gamma"].makeIterator()) { state -> String? in
    state.next()?.uppercased()
}
print(Array(words))

var total = 0
for value in fibs {
    if value > 50 { break }
    total += value
}
print("sum below 50:", total)
print(fibs.first(where: { $0 > 1000 }) ?? -1)

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: [0, 2, 8, 34, 144]
// expect: f0,f1,f1,f2
// expect: fib #3 = 2
// expect: fib #4 = 3
// expect: fib #5 = 5
// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: ["ALPHA", "BETA", "GAMMA"]
// expect: sum below 50: 88
// expect: 1597
