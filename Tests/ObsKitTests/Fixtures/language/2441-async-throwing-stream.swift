// Compiler test style (concurrency): AsyncThrowingStream finishing with an error
enum SensorError: Error, CustomStringConvertible {
    case overheated(celsius: Int)
    var description: String {
        switch self { case .overheated(let c): return "overheated at \(c)C" }
    }
}

func readings(_ values: [Int], maxSafe: Int) -> AsyncThrowingStream<Int, Error> {
    AsyncThrowingStream { continuation in
        for v in values {
            if v > maxSafe {
                continuation.finish(throwing: SensorError.overheated(celsius: v))
                return
            }
            continuation.yield(v)
        }
        continuation.finish()
    }
}

func monitor(_ values: [Int]) async -> String {
    var seen: [Int] = []
    do {
        for try await r in readings(values, maxSafe: 80) {
            seen.append(r)
        }
        return "ok \(seen)"
    } catch {
        return "stopped after \(seen): \(error)"
    }
}

print(await monitor([20, 35, 50]))
print(await monitor([40, 60, 95, 30]))
print(await monitor([]))
print(await monitor([81]))

// Unfolding form that throws.
var tick = 0
let ticker = AsyncThrowingStream<Int, Error> {
    tick += 1
    if tick == 4 { throw SensorError.overheated(celsius: tick * 100) }
    return tick
}
var got: [Int] = []
do {
    for try await t in ticker { got.append(t) }
} catch let e as SensorError {
    print("ticker error:", e, "after", got)
}

let (stream, continuation) = AsyncThrowingStream.makeStream(of: String.self)
continuation.yield("a")
continuation.yield("b")
continuation.finish(throwing: CancellationError())
var items: [String] = []
do {
    for try await s in stream { items.append(s) }
} catch is CancellationError {
    print("cancellation error after", items)
}

let mapped = readings([1, 2, 3, 90], maxSafe: 10).map { $0 * 10 }
do {
    for try await m in mapped { print("mapped", m) }
} catch {
    print("mapped error:", error)
}

// expect: ok [20, 35, 50]
// expect: stopped after [40, 60]: overheated at 95C
// expect: ok []
// expect: stopped after []: overheated at 81C
// expect: ticker error: overheated at 400C after [1, 2, 3]
// expect: cancellation error after ["a", "b"]
// expect: mapped 10
// expect: mapped 20
// expect: mapped 30
// expect: mapped error: overheated at 90C
