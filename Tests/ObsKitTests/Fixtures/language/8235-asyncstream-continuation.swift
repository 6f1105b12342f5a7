// Concurrency tutorial: AsyncStream with a continuation that yields values and then finishes
func countdown(from start: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for i in stride(from: start, through: 1, by: -1) {
            continuation.yield(i)
        }
        continuation.finish()
    }
}

print("Countdown:")
for await n in countdown(from: 5) {
    print(n)
}
print("Liftoff!")

func temperatureReadings() -> AsyncStream<Double> {
    AsyncStream { continuation in
        Task {
            for reading in [18.5, 19.0, 21.25] {
                try? await Task.sleep(for: .milliseconds(2))
                continuation.yield(reading)
            }
            continuation.finish()
        }
    }
}

var readings: [Double] = []
for await r in temperatureReadings() {
    readings.append(r)
    print("Reading: \(r)")
}
print("Received \(readings.count) readings, max \(readings.max()!)")
// expect: Countdown:
// expect: 5
// expect: 4
// expect: 3
// expect: 2
// expect: 1
// expect: Liftoff!
// expect: Reading: 18.5
// expect: Reading: 19.0
// expect: Reading: 21.25
// expect: Received 3 readings, max 21.25
