// Compiler test style: AsyncThrowingStream — values before finish(throwing:) are delivered, then the error ends the for-try-await loop
enum SensorError: Error, CustomStringConvertible {
    case overheated(Int)
    case disconnected
    var description: String {
        switch self {
        case .overheated(let t): return "overheated at \(t)"
        case .disconnected: return "disconnected"
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

func consume(_ stream: AsyncThrowingStream<Int, Error>) async -> String {
    var seen: [Int] = []
    do {
        for try await v in stream { seen.append(v) }
        return "completed with \(seen)"
    } catch {
        return "failed after \(seen): \(error)"
    }
}

print(await consume(readings([20, 25, 30], limit: 50)))
print(await consume(readings([20, 60, 30], limit: 50)))
print(await consume(readings([], limit: 0)))

// makeStream with a producing task and a thrown error
let (stream, continuation) = AsyncThrowingStream.makeStream(of: String.self)
let producer = Task {
    continuation.yield("connect")
    continuation.yield("data")
    continuation.finish(throwing: SensorError.disconnected)
}
var log: [String] = []
do {
    for try await s in stream { log.append(s) }
} catch let e as SensorError {
    log.append("error(\(e))")
}
await producer.value
print(log)

// Iterating manually with next(): nil after the error has been thrown once
var iterator = readings([1, 99], limit: 10).makeAsyncIterator()
print(try await iterator.next() as Any)
do {
    _ = try await iterator.next()
} catch {
    print("next threw: \(error)")
}
print("after error: \(try await iterator.next() as Any)")

// Transforming a throwing stream keeps the failure
let doubled = readings([1, 2, 3, 100], limit: 10).map { $0 * 2 }
var collected: [Int] = []
do {
    for try await d in doubled { collected.append(d) }
} catch {
    print("mapped stream failed after \(collected): \(error)")
}

// try? around the whole loop
func sumAll(_ s: AsyncThrowingStream<Int, Error>) async throws -> Int {
    var total = 0
    for try await v in s { total += v }
    return total
}
print(String(describing: try? await sumAll(readings([5, 6], limit: 10))))
print(String(describing: try? await sumAll(readings([5, 16], limit: 10))))

// expect: completed with [20, 25, 30]
// expect: failed after [20]: overheated at 60
// expect: completed with []
// expect: ["connect", "data", "error(disconnected)"]
// expect: Optional(1)
// expect: next threw: overheated at 99
// expect: after error: nil
// expect: mapped stream failed after [2, 4, 6]: overheated at 100
// expect: Optional(11)
// expect: nil
