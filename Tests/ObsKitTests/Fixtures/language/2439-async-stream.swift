// Compiler test style (concurrency): AsyncStream with continuation yield/finish consumed by for await
func countdown(from n: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for i in stride(from: n, through: 1, by: -1) {
            continuation.yield(i)
        }
        continuation.finish()
    }
}

for await i in countdown(from: 4) {
    print("tick", i)
}

var collected: [String] = []
let letters = AsyncStream<String> { c in
    for s in ["x", "y", "z"] { c.yield(s) }
    c.finish()
    c.yield("ignored after finish")
}
for await s in letters { collected.append(s) }
print("letters:", collected)

// Unfolding initializer.
var state = 1
let powers = AsyncStream<Int> {
    guard state <= 64 else { return nil }
    defer { state *= 2 }
    return state
}
var ps: [Int] = []
for await p in powers { ps.append(p) }
print("powers:", ps)

// Producer task yields, consumer sums.
let (stream, cont) = AsyncStream.makeStream(of: Int.self)
let producer = Task {
    for v in 1...10 { cont.yield(v) }
    cont.finish()
}
var sum = 0
for await v in stream { sum += v }
await producer.value
print("sum:", sum)

var terminated = ""
let observed = AsyncStream<Int> { c in
    c.onTermination = { reason in
        switch reason {
        case .finished: terminated = "finished"
        case .cancelled: terminated = "cancelled"
        @unknown default: terminated = "unknown"
        }
    }
    c.yield(42)
    c.finish()
}
for await v in observed { print("observed", v) }
print("termination:", terminated)

var it = countdown(from: 2).makeAsyncIterator()
print("manual:", await it.next() as Any, await it.next() as Any, await it.next() as Any)

// expect: tick 4
// expect: tick 3
// expect: tick 2
// expect: tick 1
// expect: letters: ["x", "y", "z"]
// expect: powers: [1, 2, 4, 8, 16, 32, 64]
// expect: sum: 55
// expect: observed 42
// expect: termination: finished
// expect: manual: Optional(2) Optional(1) nil
