// Compiler test style: AsyncStream — values yielded through a continuation are consumed in order; buffering policies and onTermination
let numbers = AsyncStream<Int> { continuation in
    for i in 1...5 { continuation.yield(i * i) }
    continuation.finish()
}
var squares: [Int] = []
for await n in numbers { squares.append(n) }
print("squares: \(squares)")

// makeStream with a producer task; the consumer sees values in yield order
let (events, eventSink) = AsyncStream.makeStream(of: String.self)
let producer = Task {
    for word in ["alpha", "beta", "gamma"] {
        eventSink.yield(word)
        await Task.yield()
    }
    eventSink.finish()
}
var received: [String] = []
for await e in events { received.append(e) }
await producer.value
print("events: \(received)")

// bufferingNewest keeps only the last values when nobody is reading yet
let newest = AsyncStream(Int.self, bufferingPolicy: .bufferingNewest(2)) { c in
    for i in 1...6 {
        let r = c.yield(i)
        if case .dropped(let d) = r { print("dropped \(d)") }
    }
    c.finish()
}
var kept: [Int] = []
for await v in newest { kept.append(v) }
print("bufferingNewest(2) kept \(kept)")

let oldest = AsyncStream(Int.self, bufferingPolicy: .bufferingOldest(2)) { c in
    for i in 1...4 { _ = c.yield(i) }
    c.finish()
}
var keptOld: [Int] = []
for await v in oldest { keptOld.append(v) }
print("bufferingOldest(2) kept \(keptOld)")

// onTermination fires when the stream finishes
let (ticks, tickSink) = AsyncStream.makeStream(of: Int.self)
tickSink.onTermination = { reason in
    switch reason {
    case .finished: print("terminated: finished")
    case .cancelled: print("terminated: cancelled")
    @unknown default: print("terminated: unknown")
    }
}
tickSink.yield(1)
tickSink.yield(2)
tickSink.finish()
let afterFinish = tickSink.yield(3)
if case .terminated = afterFinish { print("yield after finish: terminated") }
var tickTotal = 0
for await t in ticks { tickTotal += t }
print("tick total \(tickTotal)")

// Stream operators: map, filter, prefix
let mapped = AsyncStream<Int> { c in
    for i in 1...20 { c.yield(i) }
    c.finish()
}.filter { $0 % 3 == 0 }.map { "<\($0)>" }.prefix(4)
var parts: [String] = []
for await p in mapped { parts.append(p) }
print(parts.joined())

// expect: squares: [1, 4, 9, 16, 25]
// expect: events: ["alpha", "beta", "gamma"]
// expect: dropped 1
// expect: dropped 2
// expect: dropped 3
// expect: dropped 4
// expect: bufferingNewest(2) kept [5, 6]
// expect: bufferingOldest(2) kept [1, 2]
// expect: terminated: finished
// expect: yield after finish: terminated
// expect: tick total 3
// expect: <3><6><9><12>
