// Completion handlers bridged to async with `withCheckedContinuation` and `withCheckedThrowingContinuation`:
// resumed at once, later from another task, with a value, an error or a `Result`; the caller waits for the
// resume. Expected output: swiftc 6.3.1 on this machine.
enum LookupError: Error { case missing(String) }

func lookUp(_ key: String, completion: @escaping (Result<Int, LookupError>) -> Void) {
    let table = ["one": 1, "two": 2]
    if let value = table[key] { completion(.success(value)) } else { completion(.failure(.missing(key))) }
}

func value(for key: String) async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
        lookUp(key) { result in continuation.resume(with: result) }
    }
}

func later(_ number: Int) async -> Int {
    await withCheckedContinuation { continuation in
        Task {
            try? await Task.sleep(nanoseconds: 1_000_000)
            print("resuming with", number)
            continuation.resume(returning: number * 10)
        }
    }
}

func failing() async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
        continuation.resume(throwing: LookupError.missing("always"))
    }
}

print(try await value(for: "two"))
do {
    _ = try await value(for: "three")
} catch {
    print("caught", error)
}
print(await later(4))
do {
    try await failing()
} catch LookupError.missing(let what) {
    print("missing", what)
}

// expect: 2
// expect: caught missing("three")
// expect: resuming with 4
// expect: 40
// expect: missing always
