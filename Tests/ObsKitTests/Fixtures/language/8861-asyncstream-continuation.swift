// Apple docs style (AsyncStream): wrapping a callback-based sensor with a continuation
final class QuakeMonitor {
    var quakeHandler: ((Double) -> Void)?
    private let readings: [Double]

    init(readings: [Double]) { self.readings = readings }

    func startMonitoring() {
        for magnitude in readings {
            quakeHandler?(magnitude)
        }
    }

    func stopMonitoring() {
        quakeHandler = nil
    }
}

// The example from the AsyncStream documentation, slightly adapted.
extension QuakeMonitor {
    var quakes: AsyncStream<Double> {
        AsyncStream { continuation in
            self.quakeHandler = { magnitude in
                continuation.yield(magnitude)
            }
            continuation.onTermination = { @Sendable reason in
                print("monitor stream ended: \(reason)")
            }
            self.startMonitoring()
            self.stopMonitoring()
            continuation.finish()
        }
    }
}

let monitor = QuakeMonitor(readings: [2.1, 4.5, 3.3, 6.0, 1.2])
for await magnitude in monitor.quakes {
    let label = magnitude >= 4 ? "strong" : "minor"
    print("Quake: \(magnitude) (\(label))")
}

// Streams can be produced from a separate task too.
let ticker = AsyncStream(Int.self) { continuation in
    Task {
        for i in 1...4 {
            continuation.yield(i * 100)
            await Task.yield()
        }
        continuation.finish()
    }
}
var received: [Int] = []
for await value in ticker {
    received.append(value)
}
print("ticker:", received)

// The unfolding initializer produces values on demand.
var remaining = 3
let countdown = AsyncStream<String> {
    guard remaining > 0 else { return nil }
    defer { remaining -= 1 }
    return "T-\(remaining)"
}
for await step in countdown {
    print(step)
}
print("liftoff")

// Values yielded after finish() are ignored.
let closed = AsyncStream<String> { continuation in
    continuation.yield("first")
    continuation.finish()
    continuation.yield("too late")
}
var closedValues: [String] = []
for await v in closed { closedValues.append(v) }
print(closedValues)

// expect: monitor stream ended: finished
// expect: Quake: 2.1 (minor)
// expect: Quake: 4.5 (strong)
// expect: Quake: 3.3 (minor)
// expect: Quake: 6.0 (strong)
// expect: Quake: 1.2 (minor)
// expect: ticker: [100, 200, 300, 400]
// expect: T-3
// expect: T-2
// expect: T-1
// expect: liftoff
// expect: ["first"]
