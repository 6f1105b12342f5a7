// Swift by Sundell style (buffering policies): yield results for unbounded, bufferingOldest and bufferingNewest streams before anyone reads
func describe(_ result: AsyncStream<Int>.Continuation.YieldResult) -> String {
    switch result {
    case .enqueued(let remaining): return "enqueued (room \(remaining))"
    case .dropped(let value): return "dropped \(value)"
    case .terminated: return "terminated"
    @unknown default: return "unknown"
    }
}

func fill(_ policy: AsyncStream<Int>.Continuation.BufferingPolicy, label: String) async {
    print("== \(label)")
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: policy)
    for n in 1...4 {
        print("  yield \(n): \(describe(continuation.yield(n)))")
    }
    continuation.finish()
    print("  after finish: \(describe(continuation.yield(99)))")
    var read: [Int] = []
    for await n in stream { read.append(n) }
    print("  read \(read)")
}

await fill(.bufferingOldest(2), label: "oldest 2")
await fill(.bufferingNewest(2), label: "newest 2")
await fill(.bufferingNewest(0), label: "newest 0")

print("== unbounded")
let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .unbounded)
for n in 1...3 {
    if case .enqueued = continuation.yield(n * 11) { print("  queued", n * 11) }
}
continuation.finish()
var iterator = stream.makeAsyncIterator()
print("  first:", await iterator.next() ?? -1)
print("  second:", await iterator.next() ?? -1)
print("  third:", await iterator.next() ?? -1)
print("  fourth:", await iterator.next() ?? -1)

let latest = AsyncStream(Int.self, bufferingPolicy: .bufferingNewest(1)) { c in
    for reading in [18, 19, 21, 20] { c.yield(reading) }
    c.finish()
}
for await reading in latest { print("latest reading:", reading) }

// expect: == oldest 2
// expect:   yield 1: enqueued (room 1)
// expect:   yield 2: enqueued (room 0)
// expect:   yield 3: dropped 3
// expect:   yield 4: dropped 4
// expect:   after finish: terminated
// expect:   read [1, 2]
// expect: == newest 2
// expect:   yield 1: enqueued (room 1)
// expect:   yield 2: enqueued (room 0)
// expect:   yield 3: dropped 1
// expect:   yield 4: dropped 2
// expect:   after finish: terminated
// expect:   read [3, 4]
// expect: == newest 0
// expect:   yield 1: dropped 1
// expect:   yield 2: dropped 2
// expect:   yield 3: dropped 3
// expect:   yield 4: dropped 4
// expect:   after finish: terminated
// expect:   read []
// expect: == unbounded
// expect:   queued 11
// expect:   queued 22
// expect:   queued 33
// expect:   first: 11
// expect:   second: 22
// expect:   third: 33
// expect:   fourth: -1
// expect: latest reading: 20
