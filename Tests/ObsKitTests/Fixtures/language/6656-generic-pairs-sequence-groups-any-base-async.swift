// Swift book style (AsyncSequence adapter): a generic Pairs sequence groups any base async sequence two by two
struct Pairs<Base: AsyncSequence>: AsyncSequence {
    typealias Element = (Base.Element, Base.Element?)
    let base: Base

    struct AsyncIterator: AsyncIteratorProtocol {
        var baseIterator: Base.AsyncIterator

        mutating func next() async throws -> Element? {
            guard let first = try await baseIterator.next() else { return nil }
            let second = try await baseIterator.next()
            return (first, second)
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(baseIterator: base.makeAsyncIterator())
    }
}

extension AsyncSequence {
    func pairs() -> Pairs<Self> { Pairs(base: self) }
}

let letters = AsyncStream<Character> { continuation in
    for c in "abcde" { continuation.yield(c) }
    continuation.finish()
}

for try await (a, b) in letters.pairs() {
    print(a, b.map(String.init) ?? "-")
}

struct Countdown: AsyncSequence, AsyncIteratorProtocol {
    typealias Element = Int
    var remaining: Int
    mutating func next() async -> Int? {
        guard remaining > 0 else { return nil }
        defer { remaining -= 1 }
        return remaining
    }
    func makeAsyncIterator() -> Countdown { self }
}

var sums: [Int] = []
for try await pair in Countdown(remaining: 6).pairs() {
    sums.append(pair.0 + (pair.1 ?? 0))
}
print("pair sums:", sums)

// expect: a b
// expect: c d
// expect: e -
// expect: pair sums: [11, 7, 3]
