// AsyncStream and AsyncSequence: producing events, transforming with map/filter, and a custom async sequence
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Temperature: Sendable {
    let sensor: String
    let celsius: Double
}

func readings(_ values: [Double]) -> AsyncStream<Temperature> {
    AsyncStream { continuation in
        for (i, v) in values.enumerated() {
            continuation.yield(Temperature(sensor: "S\(i % 2)", celsius: v))
        }
        continuation.finish()
    }
}

struct TickSequence: AsyncSequence {
    typealias Element = Int
    let count: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current = 0
        let count: Int
        mutating func next() async -> Int? {
            guard current < count else { return nil }
            await Task.yield()
            current += 1
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(count: count) }
}

enum StreamError: Error { case sensorFailure(String) }

func throwingStream() -> AsyncThrowingStream<String, Error> {
    AsyncThrowingStream { continuation in
        continuation.yield("boot")
        continuation.yield("calibrate")
        continuation.finish(throwing: StreamError.sensorFailure("S9"))
    }
}

let temps = [21.5, 22.0, 35.2, 19.8, 40.1, 23.3]
var warnings: [String] = []
for await t in readings(temps) where t.celsius > 30 {
    warnings.append("\(t.sensor): \(t.celsius)°C")
}
print("warnings:", warnings)

let fahrenheit = readings(temps).map { $0.celsius * 9 / 5 + 32 }
var total = 0.0
for await f in fahrenheit { total += f }
print("average °F:", String(format: "%.1f", total / Double(temps.count)))

var ticks: [Int] = []
for await t in TickSequence(count: 5) { ticks.append(t * t) }
print("ticks:", ticks)
let firstEven = await TickSequence(count: 10).first { $0 % 2 == 0 }
print("first even tick:", firstEven ?? -1)
let summed = await TickSequence(count: 4).reduce(0, +)
print("sum:", summed)

do {
    for try await event in throwingStream() { print("event:", event) }
} catch {
    print("stream ended with:", error)
}

let (stream, continuation) = AsyncStream.makeStream(of: String.self)
Task {
    for word in ["alpha", "beta", "gamma"] { continuation.yield(word) }
    continuation.finish()
}
var collected: [String] = []
for await w in stream { collected.append(w.uppercased()) }
print(collected)
// expect: warnings: ["S0: 35.2°C", "S0: 40.1°C"]
// expect: average °F: 80.6
// expect: ticks: [1, 4, 9, 16, 25]
// expect: first even tick: 2
// expect: sum: 10
// expect: event: boot
// expect: event: calibrate
// expect: stream ended with: sensorFailure("S9")
// expect: ["ALPHA", "BETA", "GAMMA"]
