// The Swift Programming Language style (Concurrency): a custom AsyncSequence, AsyncStream, throwing task groups, and actor-isolated methods called with await
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

actor Ledger {
    var entries: [Int] = []
    func record(_ v: Int) -> Int {
        entries.append(v)
        return entries.count
    }
    nonisolated func name() -> String { "main ledger" }
}

enum Fault: Error { case tooBig(Int) }

func check(_ n: Int) async throws -> Int {
    if n > 40 { throw Fault.tooBig(n) }
    return n + 1
}

let ledger = Ledger()
print(ledger.name())
for await n in Countdown(start: 4) {
    let count = await ledger.record(n * 10)
    print("tick \(n) -> entry \(count)")
}
print(await ledger.entries)

var evens: [Int] = []
for await n in Countdown(start: 9) where n % 2 == 0 { evens.append(n) }
print(evens)

let stream = AsyncStream<String> { continuation in
    for word in ["north", "east", "south"] { continuation.yield(word) }
    continuation.finish()
}
var joined: [String] = []
for await w in stream { joined.append(w.uppercased()) }
print(joined.joined(separator: "-"))

do {
    let total = try await withThrowingTaskGroup(of: Int.self) { group in
        for v in [5, 50, 10] { group.addTask { try await check(v) } }
        var sum = 0
        for try await x in group { sum += x }
        return sum
    }
    print("total \(total)")
} catch Fault.tooBig(let n) {
    print("too big: \(n)")
}

let firstBig = await Countdown(start: 6).first { $0 < 3 }
print(firstBig as Any)

// expect: main ledger
// expect: tick 4 -> entry 1
// expect: tick 3 -> entry 2
// expect: tick 2 -> entry 3
// expect: tick 1 -> entry 4
// expect: [40, 30, 20, 10]
// expect: [8, 6, 4, 2]
// expect: NORTH-EAST-SOUTH
// expect: too big: 50
// expect: Optional(2)
