// Swift book style: AsyncThrowingStream that yields values then finishes with an error
enum SensorError: Error { case disconnected(after: Int) }

func readings(count: Int, failAfter: Int?) -> AsyncThrowingStream<Double, Error> {
    AsyncThrowingStream { continuation in
        for i in 0..<count {
            if let f = failAfter, i == f {
                continuation.finish(throwing: SensorError.disconnected(after: i))
                return
            }
            continuation.yield(Double(i) * 1.5)
        }
        continuation.finish()
    }
}

do {
    for try await r in readings(count: 4, failAfter: nil) {
        print("reading \(r)")
    }
    print("clean finish")
} catch {
    print("unexpected \(error)")
}

do {
    for try await r in readings(count: 10, failAfter: 2) {
        print("reading \(r)")
    }
    print("not reached")
} catch SensorError.disconnected(let n) {
    print("disconnected after \(n) readings")
}

var sum = 0.0
do {
    for try await r in readings(count: 5, failAfter: nil) { sum += r }
} catch {}
print("sum: \(sum)")
// expect: reading 0.0
// expect: reading 1.5
// expect: reading 3.0
// expect: reading 4.5
// expect: clean finish
// expect: reading 0.0
// expect: reading 1.5
// expect: disconnected after 2 readings
// expect: sum: 15.0
