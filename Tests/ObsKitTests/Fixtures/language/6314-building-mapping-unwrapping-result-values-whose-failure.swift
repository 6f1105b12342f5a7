// Swift 6.0 release notes style (Result with typed errors): building, mapping and unwrapping Result values whose failure type is a concrete enum
enum NetworkError: Error, CustomStringConvertible {
    case offline
    case status(Int)

    var description: String {
        switch self {
        case .offline: "offline"
        case .status(let code): "HTTP \(code)"
        }
    }
}

func fetch(_ path: String) throws(NetworkError) -> String {
    switch path {
    case "/home": return "<h1>Home</h1>"
    case "/missing": throw .status(404)
    default: throw .offline
    }
}

let paths = ["/home", "/missing", "/other"]
let responses: [Result<String, NetworkError>] = paths.map { path in
    Result { () throws(NetworkError) -> String in try fetch(path) }
}

for (path, response) in zip(paths, responses) {
    let length = response.map(\.count)
    let message = switch length {
    case .success(let n): "\(n) characters"
    case .failure(let e): "error \(e)"
    }
    print(path, "->", message)
}

let recovered = responses[1].flatMapError { error -> Result<String, NetworkError> in
    if case .status(404) = error { return .success("<h1>Not found</h1>") }
    return .failure(error)
}
print(try recovered.get())

func body(of r: Result<String, NetworkError>) -> String {
    do {
        return try r.get()
    } catch {
        return "[\(error.description)]"
    }
}
print(responses.map(body(of:)))

let codes = responses.compactMap { r -> Int? in
    guard case .failure(.status(let c)) = r else { return nil }
    return c
}
print("status codes:", codes)

// expect: /home -> 13 characters
// expect: /missing -> error HTTP 404
// expect: /other -> error offline
// expect: <h1>Not found</h1>
// expect: ["<h1>Home</h1>", "[HTTP 404]", "[offline]"]
// expect: status codes: [404]
