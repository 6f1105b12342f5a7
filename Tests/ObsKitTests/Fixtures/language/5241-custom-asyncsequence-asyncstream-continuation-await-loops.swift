// Book style (Concurrency): a custom AsyncSequence, AsyncStream with a continuation, and for-await loops with break
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

for await n in Countdown(start: 4) {
    print("T-minus \(n)")
}

var evens: [Int] = []
for await n in Countdown(start: 10) where n % 2 == 0 {
    evens.append(n)
    if evens.count == 3 { break }
}
print(evens)

let stream = AsyncStream<String> { continuation in
    for word in ["alpha", "beta", "gamma"] {
        continuation.yield(word)
    }
    continuation.finish()
}
var collected: [String] = []
for await word in stream { collected.append(word.uppercased()) }
print(collected)

let (numbers, continuation) = AsyncStream.makeStream(of: Int.self)
for i in 1...5 { continuation.yield(i * 10) }
continuation.finish()
var sum = 0
for await value in numbers { sum += value }
print("sum \(sum)")

func firstLong(_ words: [String]) async -> String? {
    let s = AsyncStream<String> { c in
        for w in words { c.yield(w) }
        c.finish()
    }
    for await w in s where w.count > 4 { return w }
    return nil
}
print(await firstLong(["hi", "there", "friends"]) ?? "none", await firstLong(["a"]) ?? "none")

enum Feed: Error { case broken(at: Int) }
let throwing = AsyncThrowingStream<Int, Error> { c in
    c.yield(1)
    c.yield(2)
    c.finish(throwing: Feed.broken(at: 3))
}
do {
    for try await v in throwing { print("got \(v)") }
} catch Feed.broken(let at) {
    print("feed broke at \(at)")
}
let doubled = Countdown(start: 3).map { $0 * 2 }
var out: [Int] = []
for await d in doubled { out.append(d) }
print(out)

// expect: T-minus 4
// expect: T-minus 3
// expect: T-minus 2
// expect: T-minus 1
// expect: [10, 8, 6]
// expect: ["ALPHA", "BETA", "GAMMA"]
// expect: sum 150
// expect: there none
// expect: got 1
// expect: got 2
// expect: feed broke at 3
// expect: [6, 4, 2]
