// Swift concurrency style (SE-0314): AsyncStream with a finite producer, continuation.finish and for-await consumption
let numbers = AsyncStream<Int> { continuation in
    for i in 1...5 {
        continuation.yield(i * i)
    }
    continuation.finish()
}

var collected: [Int] = []
for await n in numbers {
    collected.append(n)
}
print(collected)

let (stream, continuation) = AsyncStream.makeStream(of: String.self)
continuation.onTermination = { reason in
    print("terminated:", reason)
}
for word in ["one", "two", "three"] { continuation.yield(word) }
continuation.finish()
continuation.yield("ignored")

var words: [String] = []
for await w in stream { words.append(w) }
print(words)

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

var line = ""
for await n in Countdown(start: 4) { line += "\(n) " }
print(line + "liftoff")
let evens = Countdown(start: 10).filter { $0 % 2 == 0 }.map { $0 * 10 }
var ev: [Int] = []
for await e in evens { ev.append(e) }
print(ev)

// expect: [1, 4, 9, 16, 25]
// expect: terminated: finished
// expect: ["one", "two", "three"]
// expect: 4 3 2 1 liftoff
// expect: [100, 80, 60, 40, 20]
