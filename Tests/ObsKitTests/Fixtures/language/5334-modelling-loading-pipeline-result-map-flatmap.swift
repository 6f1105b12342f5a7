// Swift by Sundell style (Result): modelling a loading pipeline with Result, map, flatMap, and get()
enum LoadingError: Error, CustomStringConvertible {
    case notFound(String)
    case invalid(reason: String)

    var description: String {
        switch self {
        case .notFound(let name): return "not found: \(name)"
        case .invalid(let reason): return "invalid: \(reason)"
        }
    }
}

let files = ["config": "port=8080", "empty": "", "bad": "port=abc"]

func load(_ name: String) -> Result<String, LoadingError> {
    guard let contents = files[name] else { return .failure(.notFound(name)) }
    return .success(contents)
}

func parsePort(_ text: String) -> Result<Int, LoadingError> {
    let parts = text.split(separator: "=")
    guard parts.count == 2 else { return .failure(.invalid(reason: "no '=' in \"\(text)\"")) }
    guard let port = Int(parts[1]) else { return .failure(.invalid(reason: "not a number: \(parts[1])")) }
    return .success(port)
}

for name in ["config", "empty", "bad", "missing"] {
    let result = load(name).flatMap(parsePort).map { $0 + 1 }
    switch result {
    case .success(let port): print("\(name): next port \(port)")
    case .failure(let error): print("\(name): \(error)")
    }
}

let r = load("config").map(\.count)
print(try! r.get())
do {
    _ = try load("nope").get()
} catch {
    print("caught", error)
}
let mapped = load("missing").mapError { _ in LoadingError.invalid(reason: "remapped") }
if case .failure(let e) = mapped { print(e) }
let fromThrowing = Result { () throws -> Int in throw LoadingError.notFound("thrown") }
print(fromThrowing)

// expect: config: next port 8081
// expect: empty: invalid: no '=' in ""
// expect: bad: invalid: not a number: abc
// expect: missing: not found: missing
// expect: 9
// expect: caught not found: nope
// expect: invalid: remapped
// expect: failure(not found: thrown)
