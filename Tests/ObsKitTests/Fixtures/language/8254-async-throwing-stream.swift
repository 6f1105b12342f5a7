// Concurrency tutorial: AsyncThrowingStream yields values and can finish by throwing an error
enum SensorError: Error {
    case disconnected(afterReadings: Int)
}

func sensorReadings(_ values: [Int], failAfter: Int?) -> AsyncThrowingStream<Int, Error> {
    AsyncThrowingStream { continuation in
        for (index, value) in values.enumerated() {
            if let limit = failAfter, index == limit {
                continuation.finish(throwing: SensorError.disconnected(afterReadings: index))
                return
            }
            continuation.yield(value)
        }
        continuation.finish()
    }
}

func consume(_ label: String, _ stream: AsyncThrowingStream<Int, Error>) async {
    var seen: [Int] = []
    do {
        for try await value in stream {
            seen.append(value)
        }
        print("\(label): completed with \(seen)")
    } catch {
        print("\(label): got \(seen) then error \(error)")
    }
}

await consume("healthy", sensorReadings([10, 20, 30], failAfter: nil))
await consume("faulty", sensorReadings([10, 20, 30, 40], failAfter: 2))
await consume("dead", sensorReadings([1, 2], failAfter: 0))

let mapped = sensorReadings([1, 2, 3, 4, 5], failAfter: nil)
    .map { $0 * 100 }
    .filter { $0 != 300 }
var kept: [Int] = []
for try await v in mapped {
    kept.append(v)
}
print("mapped and filtered: \(kept)")
// expect: healthy: completed with [10, 20, 30]
// expect: faulty: got [10, 20] then error disconnected(afterReadings: 2)
// expect: dead: got [] then error disconnected(afterReadings: 0)
// expect: mapped and filtered: [100, 200, 400, 500]
