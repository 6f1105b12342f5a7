// Compiler test style: withCheckedContinuation/withCheckedThrowingContinuation bridging callbacks, Task.value
enum LookupError: Error { case missing(String) }

let table = ["a": 1, "b": 2, "c": 3]

func legacyLookup(_ key: String, completion: (Int?) -> Void) {
    completion(table[key])
}

func legacyFetch(_ key: String, completion: (Result<Int, LookupError>) -> Void) {
    if let v = table[key] { completion(.success(v * 100)) } else { completion(.failure(.missing(key))) }
}

func lookup(_ key: String) async -> Int? {
    await withCheckedContinuation { continuation in
        legacyLookup(key) { continuation.resume(returning: $0) }
    }
}

func fetch(_ key: String) async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
        legacyFetch(key) { result in continuation.resume(with: result) }
    }
}

print(await lookup("b") as Any, await lookup("z") as Any)

for key in ["a", "q", "c"] {
    do {
        print("fetched", try await fetch(key))
    } catch LookupError.missing(let k) {
        print("missing key", k)
    }
}

let task = Task { () -> Int in
    var total = 0
    for k in ["a", "b", "c"] { total += await lookup(k) ?? 0 }
    return total
}
print("task value:", await task.value)

let failing = Task { () throws -> Int in
    try await fetch("a") + fetch("nope")
}
do {
    _ = try await failing.value
} catch {
    print("task failed:", error)
}
let result = await failing.result
if case .failure(let e) = result { print("result failure:", e) }

let detached = Task.detached { await lookup("c").map { $0 * 7 } }
print(await detached.value ?? 0)

// expect: Optional(2) nil
// expect: fetched 100
// expect: missing key q
// expect: fetched 300
// expect: task value: 6
// expect: task failed: missing("nope")
// expect: result failure: missing("nope")
// expect: 21
