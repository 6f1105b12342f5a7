// Concurrency tutorial: passing async closures to functions (retry, timing, async map)
enum FlakyError: Error {
    case temporary(attempt: Int)
}

func retry<T>(times: Int, operation: (Int) async throws -> T) async throws -> T {
    var lastError: Error?
    for attempt in 1...times {
        do {
            return try await operation(attempt)
        } catch {
            print("  attempt \(attempt) failed: \(error)")
            lastError = error
        }
    }
    throw lastError!
}

extension Sequence {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self {
            try await results.append(transform(element))
        }
        return results
    }
}

func withLogging<T>(_ label: String, _ body: () async -> T) async -> T {
    print("-> \(label)")
    let result = await body()
    print("<- \(label)")
    return result
}

print("Retry that succeeds on the third attempt:")
let value = try await retry(times: 5) { attempt -> String in
    if attempt < 3 { throw FlakyError.temporary(attempt: attempt) }
    return "success on attempt \(attempt)"
}
print(value)

print("Retry that never succeeds:")
do {
    _ = try await retry(times: 2) { attempt -> Int in throw FlakyError.temporary(attempt: attempt) }
} catch {
    print("gave up: \(error)")
}

let doubled = await [1, 2, 3].asyncMap { n -> Int in
    await Task { n * 2 }.value
}
print("asyncMap: \(doubled)")

let sum = await withLogging("sum") { await Task { (1...10).reduce(0, +) }.value }
print("sum = \(sum)")
// expect: Retry that succeeds on the third attempt:
// expect:   attempt 1 failed: temporary(attempt: 1)
// expect:   attempt 2 failed: temporary(attempt: 2)
// expect: success on attempt 3
// expect: Retry that never succeeds:
// expect:   attempt 1 failed: temporary(attempt: 1)
// expect:   attempt 2 failed: temporary(attempt: 2)
// expect: gave up: temporary(attempt: 2)
// expect: asyncMap: [2, 4, 6]
// expect: -> sum
// expect: <- sum
// expect: sum = 55
