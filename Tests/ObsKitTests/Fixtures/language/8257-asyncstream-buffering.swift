// Concurrency tutorial: AsyncStream buffering policies and onTermination
func makeStream(policy: AsyncStream<Int>.Continuation.BufferingPolicy, label: String) -> AsyncStream<Int> {
    AsyncStream(Int.self, bufferingPolicy: policy) { continuation in
        continuation.onTermination = { reason in
            switch reason {
            case .finished: print("\(label): terminated (finished)")
            case .cancelled: print("\(label): terminated (cancelled)")
            @unknown default: print("\(label): terminated")
            }
        }
        // Every value is yielded before anyone starts iterating.
        for i in 1...6 {
            continuation.yield(i)
        }
        continuation.finish()
    }
}

func drain(_ stream: AsyncStream<Int>) async -> [Int] {
    var values: [Int] = []
    for await v in stream { values.append(v) }
    return values
}

let unbounded = makeStream(policy: .unbounded, label: "unbounded")
print("unbounded got \(await drain(unbounded))")

let newest = makeStream(policy: .bufferingNewest(2), label: "newest")
print("bufferingNewest(2) got \(await drain(newest))")

let oldest = makeStream(policy: .bufferingOldest(3), label: "oldest")
print("bufferingOldest(3) got \(await drain(oldest))")

let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))
print(continuation.yield("first"))
print(continuation.yield("second"))
continuation.finish()
var words: [String] = []
for await w in stream { words.append(w) }
print("makeStream got \(words)")
// expect: unbounded: terminated (finished)
// expect: unbounded got [1, 2, 3, 4, 5, 6]
// expect: newest: terminated (finished)
// expect: bufferingNewest(2) got [5, 6]
// expect: oldest: terminated (finished)
// expect: bufferingOldest(3) got [1, 2, 3]
// expect: enqueued(remaining: 0)
// expect: dropped("first")
// expect: makeStream got ["second"]
