// Swift book style (Protocols: Sequence/IteratorProtocol): custom sequences used with for-in, zip, prefix and lazy
import Foundation

struct Fibonacci: Sequence, IteratorProtocol {
    private var current = 0, following = 1
    mutating func next() -> Int? {
        defer { (current, following) = (following, current + following) }
        return current
    }
}

struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> AnyIterator<Int> {
        var value = start
        return AnyIterator {
            guard value >= 0 else { return nil }
            defer { value -= 1 }
            return value
        }
    }
}

struct Cycle<Base: Collection>: Sequence, IteratorProtocol {
    let base: Base
    var index: Base.Index
    init(_ base: Base) { self.base = base; index = base.startIndex }
    mutating func next() -> Base.Element? {
        guard !base.isEmpty else { return nil }
        if index == base.endIndex { index = base.startIndex }
        defer { base.formIndex(after: &index) }
        return base[index]
    }
}

print("First 12 Fibonacci: \(Array(Fibonacci().prefix(12)))")
for n in Fibonacci() {
    if n > 100 { print("First above 100: \(n)"); break }
}
let evenFibs = Fibonacci().lazy.filter { $0 % 2 == 0 }.prefix(6)
print("Even Fibonacci: \(Array(evenFibs))")
let sumBelow = Fibonacci().prefix { $0 < 4_000_000 }.filter { $0 % 2 == 0 }.reduce(0, +)
print("Sum of even terms below 4M: \(sumBelow)")

print("Countdown: " + Countdown(start: 5).map(String.init).joined(separator: " "))
for (n, colour) in zip(Countdown(start: 3), Cycle(["red", "green"])) {
    print("  \(n) is \(colour)")
}
let roster = ["Ana", "Ben", "Cy"]
let shifts = zip(1...7, Cycle(roster)).map { "day\($0):\($1)" }
print(shifts.joined(separator: ", "))
let ratios = zip(Fibonacci().dropFirst(10), Fibonacci().dropFirst(11)).prefix(3).map { Double($1) / Double($0) }
print("Ratios: \(ratios.map { ($0 * 100000).rounded() / 100000 })")

// expect: First 12 Fibonacci: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: First above 100: 144
// expect: Even Fibonacci: [0, 2, 8, 34, 144, 610]
// expect: Sum of even terms below 4M: 4613732
// expect: Countdown: 5 4 3 2 1 0
// expect:   3 is red
// expect:   2 is green
// expect:   1 is red
// expect:   0 is green
// expect: day1:Ana, day2:Ben, day3:Cy, day4:Ana, day5:Ben, day6:Cy, day7:Ana
// expect: Ratios: [1.61818, 1.61798, 1.61806]
