// Compiler test style: generic async higher-order functions taking async closure parameters
func asyncMap<T, U>(_ items: [T], _ transform: (T) async throws -> U) async rethrows -> [U] {
    var result: [U] = []
    for item in items {
        result.append(try await transform(item))
    }
    return result
}

func retry<T>(times: Int, _ op: (Int) async throws -> T) async throws -> T {
    var lastError: Error?
    for attempt in 1...times {
        do {
            return try await op(attempt)
        } catch {
            print("attempt \(attempt) failed")
            lastError = error
        }
    }
    throw lastError!
}

struct Flaky: Error {}

let lengths = await asyncMap(["a", "bb", "ccc"]) { s in s.count }
print(lengths)
let labels = await asyncMap([1, 2, 3]) { n -> String in "#\(n)" }
print(labels)

let v = try await retry(times: 4) { attempt -> String in
    if attempt < 3 { throw Flaky() }
    return "succeeded on \(attempt)"
}
print(v)

do {
    _ = try await retry(times: 2) { _ -> Int in throw Flaky() }
} catch {
    print("gave up:", error is Flaky)
}
// expect: [1, 2, 3]
// expect: ["#1", "#2", "#3"]
// expect: attempt 1 failed
// expect: attempt 2 failed
// expect: succeeded on 3
// expect: attempt 1 failed
// expect: attempt 2 failed
// expect: gave up: true
