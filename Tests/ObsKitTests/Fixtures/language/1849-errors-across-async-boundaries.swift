// Compiler test style: errors crossing boundaries — errors thrown in child tasks, Task values, async closures and continuations reach the awaiting caller
enum ServiceError: Error, Equatable {
    case notFound(String)
    case rateLimited
}

func lookup(_ key: String) async throws -> Int {
    await Task.yield()
    switch key {
    case "a": return 1
    case "b": return 2
    case "limit": throw ServiceError.rateLimited
    default: throw ServiceError.notFound(key)
    }
}

// Through a Task's value
let t = Task { try await lookup("zzz") }
do {
    _ = try await t.value
} catch let e as ServiceError {
    print("task value threw \(e)")
}
let okResult = await Task { try await lookup("b") }.result
print("task result: \(okResult.map { $0 * 100 })")

// Through an async closure parameter
func withRetry<T>(times: Int, _ op: () async throws -> T) async throws -> T {
    var lastError: Error?
    for attempt in 1...times {
        do {
            return try await op()
        } catch {
            print("  attempt \(attempt) failed: \(error)")
            lastError = error
        }
    }
    throw lastError!
}
var keys = ["limit", "limit", "a"]
let v = try await withRetry(times: 3) { try await lookup(keys.removeFirst()) }
print("retry succeeded with \(v)")
do {
    _ = try await withRetry(times: 2) { try await lookup("missing") }
} catch {
    print("retry exhausted: \(error)")
}

// Through a checked continuation resumed with an error
func legacyFetch(_ key: String, completion: (Result<Int, ServiceError>) -> Void) {
    if key == "a" { completion(.success(10)) } else { completion(.failure(.notFound(key))) }
}
func modernFetch(_ key: String) async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
        legacyFetch(key) { continuation.resume(with: $0) }
    }
}
print("continuation success: \(try await modernFetch("a"))")
do { _ = try await modernFetch("q") } catch ServiceError.notFound(let k) { print("continuation failure for \(k)") }

// Through async let and a throwing task group, the caller sees one error
async let first = lookup("a")
async let second = lookup("limit")
do {
    let sum = try await first + second
    print("sum \(sum)")
} catch {
    print("async let error: \(error)")
}

// Errors collected per child by converting to Result with an async-catching initializer
extension Result where Failure == Error {
    init(asyncCatching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
let outcomes = await withTaskGroup(of: (String, Result<Int, Error>).self) { group in
    for key in ["b", "x", "a", "limit"] {
        group.addTask { (key, await Result(asyncCatching: { try await lookup(key) })) }
    }
    var all: [(String, Result<Int, Error>)] = []
    for await o in group { all.append(o) }
    return all.sorted { $0.0 < $1.0 }
}
for (key, r) in outcomes {
    switch r {
    case .success(let n): print("\(key): \(n)")
    case .failure(let e): print("\(key): error \(e)")
    }
}

// expect: task value threw notFound("zzz")
// expect: task result: success(200)
// expect:   attempt 1 failed: rateLimited
// expect:   attempt 2 failed: rateLimited
// expect: retry succeeded with 1
// expect:   attempt 1 failed: notFound("missing")
// expect:   attempt 2 failed: notFound("missing")
// expect: retry exhausted: notFound("missing")
// expect: continuation success: 10
// expect: continuation failure for q
// expect: async let error: rateLimited
// expect: a: 1
// expect: b: 2
// expect: limit: error rateLimited
// expect: x: error notFound("x")
