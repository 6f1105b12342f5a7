// WWDC style (async generic helpers): a generic async map and a retry helper with attempts
extension Sequence {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var values: [T] = []
        for element in self {
            try await values.append(transform(element))
        }
        return values
    }
}

struct Flaky: Error {}

final class Attempts: @unchecked Sendable {
    var count = 0
}

func retry<T>(times: Int, _ operation: () async throws -> T) async throws -> T {
    var lastError: Error?
    for attempt in 1...times {
        do {
            return try await operation()
        } catch {
            print("attempt \(attempt) failed")
            lastError = error
        }
    }
    throw lastError!
}

let lengths = await ["a", "bb", "ccc"].asyncMap { s -> Int in
    await Task.yield()
    return s.count
}
print(lengths)

let tracker = Attempts()
let value = try await retry(times: 5) { () async throws -> String in
    tracker.count += 1
    if tracker.count < 3 { throw Flaky() }
    return "succeeded on try \(tracker.count)"
}
print(value)

do {
    _ = try await retry(times: 2) { () async throws -> Int in throw Flaky() }
} catch {
    print("gave up:", error is Flaky)
}
// expect: [1, 2, 3]
// expect: attempt 1 failed
// expect: attempt 2 failed
// expect: succeeded on try 3
// expect: attempt 1 failed
// expect: attempt 2 failed
// expect: gave up: true
