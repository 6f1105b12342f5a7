// Compiler test style: AsyncThrowingStream finishing with an error caught by for try await
enum SensorError: Error, CustomStringConvertible {
    case overheated(Int)
    var description: String {
        switch self {
        case .overheated(let t): return "overheated at \(t)"
        }
    }
}

func readings(_ values: [Int], limit: Int) -> AsyncThrowingStream<Int, Error> {
    AsyncThrowingStream { continuation in
        for v in values {
            if v > limit {
                continuation.finish(throwing: SensorError.overheated(v))
                return
            }
            continuation.yield(v)
        }
        continuation.finish()
    }
}

func consume(_ values: [Int]) async {
    var seen: [Int] = []
    do {
        for try await r in readings(values, limit: 100) {
            seen.append(r)
        }
        print("complete:", seen)
    } catch {
        print("stopped after \(seen): \(error)")
    }
}

await consume([20, 40, 60])
await consume([50, 90, 120, 30])
// expect: complete: [20, 40, 60]
// expect: stopped after [50, 90]: overheated at 120
