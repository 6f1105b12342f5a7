// Compiler test style: withCheckedThrowingContinuation resuming with a value, an error and a Result
enum DBError: Error { case missing(Int) }

func legacyQuery(id: Int, callback: (Result<String, DBError>) -> Void) {
    if id % 2 == 0 {
        callback(.success("row-\(id)"))
    } else {
        callback(.failure(.missing(id)))
    }
}

func query(id: Int) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        legacyQuery(id: id) { result in
            continuation.resume(with: result)
        }
    }
}

func strictQuery(id: Int) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        if id < 0 {
            continuation.resume(throwing: DBError.missing(id))
        } else {
            continuation.resume(returning: "strict-\(id)")
        }
    }
}

for id in [2, 3, 4] {
    do {
        print(try await query(id: id))
    } catch DBError.missing(let m) {
        print("missing", m)
    }
}
print(try await strictQuery(id: 9))
do {
    _ = try await strictQuery(id: -1)
} catch {
    print("strict failed:", error)
}
// expect: row-2
// expect: missing 3
// expect: row-4
// expect: strict-9
// expect: strict failed: missing(-1)
