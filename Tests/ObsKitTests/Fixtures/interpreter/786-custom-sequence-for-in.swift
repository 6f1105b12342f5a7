// A Sequence of the script's own with its IteratorProtocol, used by for-in and the library's methods, and
// an endless one walked only as far as needed. Expected output from swiftc 6.3.1 on Linux.
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> Iterator { Iterator(current: start) }
    struct Iterator: IteratorProtocol {
        var current: Int
        mutating func next() -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
}
struct Naturals: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 1; return n }
}
for n in Countdown(start: 3) { print("T-minus", n) }
print(Countdown(start: 4).map { $0 * 10 }, Countdown(start: 5).reduce(0, +), Array(Countdown(start: 2)))
print(Array(Naturals().prefix(4)), Naturals().first { $0 * $0 > 50 }!)

// expect: T-minus 3
// expect: T-minus 2
// expect: T-minus 1
// expect: [40, 30, 20, 10] 15 [2, 1]
// expect: [1, 2, 3, 4] 8
