// App code style: withCheckedThrowingContinuation resumes with a value or an error
enum NetworkError: Error, CustomStringConvertible {
    case badStatus(Int)
    var description: String {
        switch self {
        case .badStatus(let code): return "bad status \(code)"
        }
    }
}

func request(_ path: String, completion: @escaping (Result<String, NetworkError>) -> Void) {
    if path.hasPrefix("/ok") {
        completion(.success("body of \(path)"))
    } else {
        completion(.failure(.badStatus(404)))
    }
}

func load(_ path: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        request(path) { result in
            switch result {
            case .success(let body): continuation.resume(returning: body)
            case .failure(let err): continuation.resume(throwing: err)
            }
        }
    }
}

func loadResume(_ path: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        request(path) { continuation.resume(with: $0) }
    }
}

for path in ["/ok/home", "/missing", "/ok/about"] {
    do {
        let body = try await load(path)
        print("loaded: \(body)")
    } catch {
        print("failed \(path): \(error)")
    }
}

do {
    print(try await loadResume("/ok/x"))
    print(try await loadResume("/nope"))
} catch let e as NetworkError {
    print("caught NetworkError: \(e)")
}
// expect: loaded: body of /ok/home
// expect: failed /missing: bad status 404
// expect: loaded: body of /ok/about
// expect: body of /ok/x
// expect: caught NetworkError: bad status 404
