// Apple docs style (withCheckedThrowingContinuation): bridging Result-based callbacks
enum FetchError: Error, CustomStringConvertible {
    case notFound(String)
    case forbidden

    var description: String {
        switch self {
        case .notFound(let path): return "404 \(path)"
        case .forbidden: return "403 forbidden"
        }
    }
}

struct Response {
    let path: String
    let body: String
}

// Old-style API with a Result completion handler.
func legacyGet(_ path: String, completion: @escaping (Result<Response, FetchError>) -> Void) {
    switch path {
    case "/admin": completion(.failure(.forbidden))
    case "/", "/about": completion(.success(Response(path: path, body: "<h1>\(path)</h1>")))
    default: completion(.failure(.notFound(path)))
    }
}

// resume(with:) accepts the Result directly.
func get(_ path: String) async throws -> Response {
    try await withCheckedThrowingContinuation { continuation in
        legacyGet(path) { result in
            continuation.resume(with: result)
        }
    }
}

for path in ["/", "/about", "/admin", "/missing"] {
    do {
        let r = try await get(path)
        print("\(r.path) -> \(r.body)")
    } catch {
        print("\(path) failed: \(error)")
    }
}

// Old-style API with separate value and error parameters.
func legacyParse(_ text: String, completion: (Int?, Error?) -> Void) {
    if let n = Int(text) {
        completion(n, nil)
    } else {
        completion(nil, FetchError.notFound("number in '\(text)'"))
    }
}

func parse(_ text: String) async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
        legacyParse(text) { value, error in
            if let error {
                continuation.resume(throwing: error)
            } else {
                continuation.resume(returning: value!)
            }
        }
    }
}

var total = 0
var problems: [String] = []
for text in ["12", "7", "x9", "23"] {
    do {
        total += try await parse(text)
    } catch {
        problems.append("\(error)")
    }
}
print("total:", total)
print("problems:", problems)

// Throwing from the continuation's closure itself is not allowed; resume instead.
func validated(_ age: Int) async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
        if age < 0 {
            continuation.resume(throwing: FetchError.forbidden)
        } else {
            continuation.resume(returning: age)
        }
    }
}
print(try await validated(30))
print((try? await validated(-1)) == nil ? "negative age rejected" : "accepted")

// expect: / -> <h1>/</h1>
// expect: /about -> <h1>/about</h1>
// expect: /admin failed: 403 forbidden
// expect: /missing failed: 404 /missing
// expect: total: 42
// expect: problems: ["404 number in \'x9\'"]
// expect: 30
// expect: negative age rejected
