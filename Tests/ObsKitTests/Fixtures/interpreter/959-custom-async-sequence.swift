// A script AsyncSequence with its AsyncIteratorProtocol: for await, reduce, first(where:) and a lazy map.
// Expected output: swiftc 6.3.1 on this machine.
struct Ticker: AsyncSequence {
    typealias Element = Int
    let count: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        let count: Int
        var current = 0
        mutating func next() async -> Int? {
            guard current < count else { return nil }
            try? await Task.sleep(nanoseconds: 1_000_000)
            current += 1
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(count: count) }
}
for await tick in Ticker(count: 3) { print("tick", tick) }
print(await Ticker(count: 4).reduce(0, +))
print(await Ticker(count: 10).first { $0 * $0 > 20 } as Any)
for await label in Ticker(count: 2).map({ "#\($0)" }) { print(label) }

// expect: tick 1
// expect: tick 2
// expect: tick 3
// expect: 10
// expect: Optional(5)
// expect: #1
// expect: #2
