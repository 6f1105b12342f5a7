// Swift Evolution style (SE-0314 AsyncStream and AsyncThrowingStream): bridging callbacks
// A callback-based API we want to expose as an async sequence
final class Thermometer {
    var onReading: ((Double) -> Void)?
    var onDone: (() -> Void)?

    func replay(_ values: [Double]) {
        for v in values { onReading?(v) }
        onDone?()
    }
}

func readings(from thermometer: Thermometer, values: [Double]) -> AsyncStream<Double> {
    AsyncStream { continuation in
        thermometer.onReading = { continuation.yield($0) }
        thermometer.onDone = { continuation.finish() }
        thermometer.replay(values)
    }
}

let stream = readings(from: Thermometer(), values: [21.5, 22.0, 23.25, 19.75])
var seen: [Double] = []
for await r in stream {
    seen.append(r)
}
print("readings:", seen)
print("max:", seen.max() ?? 0)

// A throwing stream that fails part way through
enum SensorError: Error { case disconnected(after: Int) }

let flaky = AsyncThrowingStream<Int, Error> { continuation in
    for i in 1...5 {
        if i == 4 {
            continuation.finish(throwing: SensorError.disconnected(after: i - 1))
            return
        }
        continuation.yield(i * 10)
    }
    continuation.finish()
}

do {
    for try await value in flaky {
        print("value", value)
    }
} catch {
    print("stream error:", error)
}

// Buffering policy: keep only the newest two values
let newest = AsyncStream<String>(bufferingPolicy: .bufferingNewest(2)) { c in
    for word in ["one", "two", "three", "four"] {
        c.yield(word)
    }
    c.finish()
}
var kept: [String] = []
for await w in newest { kept.append(w) }
print("newest kept:", kept)

// makeStream (SE-0388) returns the stream and its continuation separately
let (events, continuation) = AsyncStream.makeStream(of: String.self)
continuation.onTermination = { reason in
    print("terminated:", reason)
}
for e in ["start", "tick", "stop"] { continuation.yield(e) }
continuation.finish()
var log: [String] = []
for await e in events { log.append(e.uppercased()) }
print(log.joined(separator: " > "))

// Yield results report what happened to each value
let (s2, c2) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingOldest(1))
print(c2.yield(1))
print(c2.yield(2))
c2.finish()
print(c2.yield(3))
for await n in s2 { print("got", n) }

// expect: readings: [21.5, 22.0, 23.25, 19.75]
// expect: max: 23.25
// expect: value 10
// expect: value 20
// expect: value 30
// expect: stream error: disconnected(after: 3)
// expect: newest kept: ["three", "four"]
// expect: terminated: finished
// expect: START > TICK > STOP
// expect: enqueued(remaining: 0)
// expect: dropped(2)
// expect: terminated
// expect: got 1
