// Swift book style: AnyIterator, sequence(first:next:) and sequence(state:next:) building sequences from closures
func fibonacci() -> AnyIterator<Int> {
    var (a, b) = (0, 1)
    return AnyIterator {
        defer { (a, b) = (b, a + b) }
        return a
    }
}

let fib = fibonacci()
print(Array(fib.prefix(10)))

let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
print(Array(powers))

let collatz = sequence(first: 27) { n in
    n == 1 ? nil : (n % 2 == 0 ? n / 2 : 3 * n + 1)
}
print("collatz steps:", collatz.count() - 1)
print("collatz max:", collatz.max()!)

extension Sequence {
    func count() -> Int { reduce(0) { n, _ in n + 1 } }
}

let words = sequence(state: "one two three four".split(separator: " ").makeIterator()) { state in
    state.next().map { $0.uppercased() }
}
print(Array(words))

let triangular = sequence(state: (n: 0, total: 0)) { (s: inout (n: Int, total: Int)) -> Int? in
    s.n += 1
    s.total += s.n
    return s.total > 40 ? nil : s.total
}
print(Array(triangular))

var counter = 0
let ticks = AnyIterator<String> {
    counter += 1
    return counter <= 3 ? "tick \(counter)" : nil
}
for t in ticks { print(t) }
print("counter ended at", counter)

let wrapped = AnySequence { [10, 20, 30].makeIterator() }
print(wrapped.map { $0 / 10 })
let doubling = sequence(first: 1.5) { $0 * 2 }.prefix(4)
print(Array(doubling))
let chars = sequence(first: "a" as Character) { c in
    let v = c.asciiValue! + 1
    return v > 101 ? nil : Character(UnicodeScalar(v))
}
print(String(chars))
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: collatz steps: 111
// expect: collatz max: 9232
// expect: ["ONE", "TWO", "THREE", "FOUR"]
// expect: [1, 3, 6, 10, 15, 21, 28, 36]
// expect: tick 1
// expect: tick 2
// expect: tick 3
// expect: counter ended at 4
// expect: [1, 2, 3]
// expect: [1.5, 3.0, 6.0, 12.0]
// expect: abcde
