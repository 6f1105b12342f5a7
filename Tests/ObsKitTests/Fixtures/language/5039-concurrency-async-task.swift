// Concurrency: async functions, await, async let, Task values, cancellation checks, async sequences
// expected output: swiftc 6.3.1 (Linux), run on this machine
func fetchThumbnail(named name: String) async -> String {
    await Task.yield()
    return "thumb(\(name))"
}
func downloadSizes(_ names: [String]) async -> [Int] {
    var sizes: [Int] = []
    for n in names {
        let t = await fetchThumbnail(named: n)
        sizes.append(t.count)
    }
    return sizes
}
enum LoadError: Error { case missing(String) }
func load(_ name: String) async throws -> String {
    if name.isEmpty { throw LoadError.missing("<empty>") }
    return name.uppercased()
}

let first = await fetchThumbnail(named: "cat")
print(first)
print(await downloadSizes(["a", "bb", "ccc"]))

async let left = fetchThumbnail(named: "left")
async let right = fetchThumbnail(named: "right")
let both = await [left, right]
print(both)

let task = Task { () -> Int in
    var total = 0
    for i in 1...10 { total += i }
    return total
}
print("task value: \(await task.value)")

do {
    print(try await load("ok"))
    print(try await load(""))
} catch {
    print("load failed: \(error)")
}

let failing = Task { try await load("") }
switch await failing.result {
case .success(let s): print("unexpected \(s)")
case .failure(let e): print("task failed: \(e)")
}

struct Countdown: AsyncSequence, AsyncIteratorProtocol {
    typealias Element = Int
    var current: Int
    mutating func next() async -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
    func makeAsyncIterator() -> Countdown { self }
}
for await n in Countdown(current: 3) { print("tick \(n)") }
let cancelled = Task { () -> String in
    try? await Task.sleep(nanoseconds: 1_000_000_000)
    return Task.isCancelled ? "was cancelled" : "finished"
}
cancelled.cancel()
print(await cancelled.value)
let stream = AsyncStream<Int> { cont in
    for i in [5, 6, 7] { cont.yield(i) }
    cont.finish()
}
var collected: [Int] = []
for await v in stream { collected.append(v * v) }
print(collected)
// expect: thumb(cat)
// expect: [8, 9, 10]
// expect: ["thumb(left)", "thumb(right)"]
// expect: task value: 55
// expect: OK
// expect: load failed: missing("<empty>")
// expect: task failed: missing("<empty>")
// expect: tick 3
// expect: tick 2
// expect: tick 1
// expect: was cancelled
// expect: [25, 36, 49]
