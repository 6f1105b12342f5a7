// Swift concurrency style (SE-0300): withCheckedContinuation and withCheckedThrowingContinuation bridging callback APIs, resumed synchronously
func legacyLookup(_ key: String, completion: (String?) -> Void) {
    let table = ["a": "apple", "b": "banana"]
    completion(table[key])
}

func lookup(_ key: String) async -> String? {
    await withCheckedContinuation { continuation in
        legacyLookup(key) { value in
            continuation.resume(returning: value)
        }
    }
}

enum ParseFailure: Error { case bad(String) }

func legacyParse(_ s: String, onSuccess: (Int) -> Void, onFailure: (Error) -> Void) {
    if let v = Int(s) { onSuccess(v) } else { onFailure(ParseFailure.bad(s)) }
}

func parse(_ s: String) async throws -> Int {
    try await withCheckedThrowingContinuation { (c: CheckedContinuation<Int, Error>) in
        legacyParse(s, onSuccess: { c.resume(returning: $0) }, onFailure: { c.resume(throwing: $0) })
    }
}

print(await lookup("a") ?? "nil", await lookup("z") ?? "nil")
print(try await parse("12") + 1)
do { _ = try await parse("x") } catch { print("error:", error) }

// expect: apple nil
// expect: 13
// expect: error: bad("x")
