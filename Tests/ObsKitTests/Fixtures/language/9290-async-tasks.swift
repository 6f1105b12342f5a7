// async-tasks
// expected output: swiftc 6.3.1 (Linux), run on this machine
func square(_ x: Int) async -> Int { x * x }
func slowAdd(_ a: Int, _ b: Int) async -> Int {
    await Task.yield()
    return a + b
}
enum FetchError: Error { case missing(Int) }
func fetchName(_ id: Int) async throws -> String {
    await Task.yield()
    guard id > 0 else { throw FetchError.missing(id) }
    return "user\(id)"
}

print(await square(7))
let total = await slowAdd(await square(2), await square(3))
print(total)

async let a = square(4)
async let b = slowAdd(10, 20)
async let c = fetchName(5)
let results = await [a, b]
print(results, try await c)

do { async let bad = fetchName(-1); _ = try await bad } catch FetchError.missing(let id) { print("missing", id) }

let doubled = await withTaskGroup(of: (Int, Int).self) { group -> [Int] in
    for i in 1...6 { group.addTask { (i, await square(i)) } }
    var pairs: [(Int, Int)] = []
    for await pair in group { pairs.append(pair) }
    return pairs.sorted { $0.0 < $1.0 }.map(\.1)
}
print(doubled)

let names = try await withThrowingTaskGroup(of: String.self) { group -> [String] in
    for id in [3, 1, 2] { group.addTask { try await fetchName(id) } }
    var out: [String] = []
    for try await n in group { out.append(n) }
    return out.sorted()
}
print(names)

do {
    _ = try await withThrowingTaskGroup(of: String.self) { group -> [String] in
        for id in [1, 0] { group.addTask { try await fetchName(id) } }
        var out: [String] = []
        for try await n in group { out.append(n) }
        return out
    }
} catch { print("group threw", error) }

let task = Task { () -> Int in
    var sum = 0
    for i in 1...10 { sum += await square(i) }
    return sum
}
print(await task.value)

let failing = Task { try await fetchName(-3) }
if case .failure(let e) = await failing.result { print("task failed:", e) } else { print("unexpected") }

let cancelled = Task { () -> String in
    do { try await Task.sleep(nanoseconds: 10_000_000_000); return "finished" } catch { return "cancelled: \(type(of: error))" }
}
cancelled.cancel()
print(await cancelled.value, cancelled.isCancelled)

struct Ticker: AsyncSequence {
    typealias Element = Int; let count: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current = 0; let count: Int
        mutating func next() async -> Int? {
            guard current < count else { return nil }
            current += 1
            return current * 10
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(count: count) }
}
var ticks: [Int] = []
for await t in Ticker(count: 4) { ticks.append(t) }
print(ticks, await Ticker(count: 5).reduce(0, +), await Ticker(count: 3).contains(20))

let stream = AsyncStream<String> { continuation in
    for w in ["alpha", "beta", "gamma"] { continuation.yield(w) }
    continuation.finish()
}
var words: [String] = []
for await w in stream { words.append(w.uppercased()) }
print(words)

// expect: 49
// expect: 13
// expect: [16, 30] user5
// expect: missing -1
// expect: [1, 4, 9, 16, 25, 36]
// expect: ["user1", "user2", "user3"]
// expect: group threw missing(0)
// expect: 385
// expect: task failed: missing(-3)
// expect: cancelled: CancellationError true
// expect: [10, 20, 30, 40] 150 true
// expect: ["ALPHA", "BETA", "GAMMA"]
