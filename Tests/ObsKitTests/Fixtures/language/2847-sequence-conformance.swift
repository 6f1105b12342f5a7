// Compiler test style: custom Sequence and IteratorProtocol conformance get default algorithms
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}
print(Array(Countdown(current: 5)))
print(Countdown(current: 4).map { $0 * $0 })
print(Countdown(current: 6).filter { $0.isMultiple(of: 2) })
print(Countdown(current: 3).reduce(0, +), Countdown(current: 3).contains(2))
print(Countdown(current: 5).prefix(2).map { $0 }, Countdown(current: 0).first(where: { _ in true }) as Any)
struct Fib: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var (a, b) = (0, 1)
        return AnyIterator { defer { (a, b) = (b, a + b) }; return a }
    }
}
print(Array(Fib().prefix(10)))
print(Array(Fib().lazy.filter { $0 % 2 == 1 }.prefix(4)))
for (i, v) in Countdown(current: 2).enumerated() { print(i, v) }
print(zip(Countdown(current: 3), Fib()).map { $0 + $1 })
print(type(of: Countdown(current: 1).makeIterator()), Countdown.Element.self)
// expect: [5, 4, 3, 2, 1]
// expect: [16, 9, 4, 1]
// expect: [6, 4, 2]
// expect: 6 true
// expect: [5, 4] nil
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: [1, 1, 3, 5]
// expect: 0 2
// expect: 1 1
// expect: [3, 3, 2]
// expect: Countdown Int
