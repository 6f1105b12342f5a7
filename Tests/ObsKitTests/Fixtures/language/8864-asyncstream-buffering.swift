// Apple docs style (AsyncStream.Continuation.BufferingPolicy): what happens to unread values
func describe(_ result: AsyncStream<Int>.Continuation.YieldResult) -> String {
    switch result {
    case .enqueued(let remaining):
        return remaining == Int.max ? "enqueued (unbounded)" : "enqueued, \(remaining) slots left"
    case .dropped(let value):
        return "dropped \(value)"
    case .terminated:
        return "terminated"
    @unknown default:
        return "unknown"
    }
}

func fill(_ policy: AsyncStream<Int>.Continuation.BufferingPolicy, label: String) async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: policy)
    print("--", label)
    // Nobody is reading yet, so everything goes through the buffer.
    for value in 1...5 {
        print("  yield \(value):", describe(continuation.yield(value)))
    }
    continuation.finish()
    print("  after finish:", describe(continuation.yield(6)))
    var seen: [Int] = []
    for await v in stream { seen.append(v) }
    print("  consumer saw:", seen)
}

await fill(.unbounded, label: "unbounded")
await fill(.bufferingOldest(3), label: "oldest 3")
await fill(.bufferingNewest(2), label: "newest 2")
await fill(.bufferingNewest(0), label: "newest 0")

// A practical use: a UI only cares about the latest value of a slider.
let (slider, sliderInput) = AsyncStream.makeStream(of: Double.self, bufferingPolicy: .bufferingNewest(1))
for position in stride(from: 0.0, through: 1.0, by: 0.25) {
    sliderInput.yield(position)
}
sliderInput.finish()
for await latest in slider {
    print("render slider at", latest)
}

// Using the init(_:bufferingPolicy:_:) form with a closure.
let logLines = AsyncStream(String.self, bufferingPolicy: .bufferingOldest(2)) { continuation in
    for line in ["boot", "mount", "network", "login"] {
        continuation.yield(line)
    }
    continuation.finish()
}
var kept: [String] = []
for await line in logLines { kept.append(line) }
print("kept log lines:", kept)

// expect: -- unbounded
// expect:   yield 1: enqueued (unbounded)
// expect:   yield 2: enqueued (unbounded)
// expect:   yield 3: enqueued (unbounded)
// expect:   yield 4: enqueued (unbounded)
// expect:   yield 5: enqueued (unbounded)
// expect:   after finish: terminated
// expect:   consumer saw: [1, 2, 3, 4, 5]
// expect: -- oldest 3
// expect:   yield 1: enqueued, 2 slots left
// expect:   yield 2: enqueued, 1 slots left
// expect:   yield 3: enqueued, 0 slots left
// expect:   yield 4: dropped 4
// expect:   yield 5: dropped 5
// expect:   after finish: terminated
// expect:   consumer saw: [1, 2, 3]
// expect: -- newest 2
// expect:   yield 1: enqueued, 1 slots left
// expect:   yield 2: enqueued, 0 slots left
// expect:   yield 3: dropped 1
// expect:   yield 4: dropped 2
// expect:   yield 5: dropped 3
// expect:   after finish: terminated
// expect:   consumer saw: [4, 5]
// expect: -- newest 0
// expect:   yield 1: dropped 1
// expect:   yield 2: dropped 2
// expect:   yield 3: dropped 3
// expect:   yield 4: dropped 4
// expect:   yield 5: dropped 5
// expect:   after finish: terminated
// expect:   consumer saw: []
// expect: render slider at 1.0
// expect: kept log lines: ["boot", "mount"]
