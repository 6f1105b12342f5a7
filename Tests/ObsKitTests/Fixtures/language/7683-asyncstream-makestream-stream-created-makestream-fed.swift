// WWDC style (AsyncStream.makeStream): a stream created with makeStream fed by a producer task
let (stream, continuation) = AsyncStream.makeStream(of: String.self)

let producer = Task {
    for word in ["alpha", "beta", "gamma", "delta"] {
        continuation.yield(word)
    }
    continuation.finish()
}

var received: [String] = []
for await word in stream {
    received.append(word)
}
await producer.value
print(received.joined(separator: " -> "))
print("count:", received.count)

var terminated = false
let (s2, c2) = AsyncStream<Int>.makeStream()
c2.onTermination = { reason in
    switch reason {
    case .finished: print("terminated: finished")
    case .cancelled: print("terminated: cancelled")
    @unknown default: print("terminated: unknown")
    }
}
c2.yield(1)
c2.yield(2)
c2.finish()
var total = 0
for await v in s2 { total += v }
print("total:", total)
// expect: alpha -> beta -> gamma -> delta
// expect: count: 4
// expect: terminated: finished
// expect: total: 3
