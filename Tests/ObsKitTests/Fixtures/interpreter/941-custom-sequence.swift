// A script Sequence with its own IteratorProtocol: for-in, map, filter, reduce, contains, first(where:), Array(...) and lazy.
// Expected output: swiftc 6.3.1 on this machine.
struct Pages: Sequence {
    let total: Int
    let perPage: Int

    struct Iterator: IteratorProtocol {
        let total: Int
        let perPage: Int
        var start = 0
        mutating func next() -> ClosedRange<Int>? {
            guard start < total else { return nil }
            defer { start += perPage }
            return start...Swift.min(start + perPage, total) - 1
        }
    }

    func makeIterator() -> Iterator { Iterator(total: total, perPage: perPage) }
}
let pages = Pages(total: 23, perPage: 10)
for page in pages { print(page) }
print(pages.map { $0.count }, pages.reduce(0) { $0 + $1.count })
print(Array(pages).count, pages.contains { $0.contains(22) }, pages.first { $0.lowerBound >= 10 }!)
struct Squares: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? {
        n += 1
        return n * n
    }
}
print(Array(Squares().prefix(5)), Array(Squares().lazy.filter { $0 % 2 == 0 }.prefix(3)))

// expect: 0...9
// expect: 10...19
// expect: 20...22
// expect: [10, 10, 3] 23
// expect: 3 true 10...19
// expect: [1, 4, 9, 16, 25] [4, 16, 36]
