// custom-async-sequence
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Ticker: AsyncSequence {
    typealias Element = Int
    let limit: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current = 0
        let limit: Int
        mutating func next() async -> Int? {
            guard current < limit else { return nil }
            await Task.yield()
            current += 1
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(limit: limit) }
}

var seen: [Int] = []
for await n in Ticker(limit: 5) {
    seen.append(n)
}
print(seen)

var total = 0
for await n in Ticker(limit: 10) where n % 2 == 1 {
    total += n
    if n >= 7 { break }
}
print("odd total", total)

let doubled = Ticker(limit: 4).map { $0 * 2 }
var out: [Int] = []
for await d in doubled { out.append(d) }
print(out)

let firstBig = await Ticker(limit: 100).first { $0 * $0 > 50 }
print(firstBig ?? -1)
print(await Ticker(limit: 6).reduce(0, +))
print(await Ticker(limit: 3).contains(3), await Ticker(limit: 3).contains(4))

let stream = AsyncStream<String> { continuation in
    for word in ["alpha", "beta", "gamma"] { continuation.yield(word) }
    continuation.finish()
}
var words: [String] = []
for await w in stream { words.append(w.uppercased()) }
print(words.joined(separator: ","))

func collect<S: AsyncSequence>(_ s: S) async throws -> [S.Element] {
    var r: [S.Element] = []
    for try await e in s { r.append(e) }
    return r
}
print(try await collect(Ticker(limit: 3).filter { $0 != 2 }))
// expect: [1, 2, 3, 4, 5]
// expect: odd total 16
// expect: [2, 4, 6, 8]
// expect: 8
// expect: 21
// expect: true false
// expect: ALPHA,BETA,GAMMA
// expect: [1, 3]
