// Error handling with Result: building from throwing closures, `get()`, map/flatMap/mapError, switching over success/failure, and collecting results.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum NetError: Error {
    case offline
    case status(Int)
}

func fetch(_ path: String) -> Result<String, NetError> {
    switch path {
    case "/home": return .success("<html>home</html>")
    case "/missing": return .failure(.status(404))
    default: return .failure(.offline)
    }
}

for path in ["/home", "/missing", "/other"] {
    switch fetch(path) {
    case .success(let body): print(path, "->", body.count, "bytes")
    case .failure(.status(let code)): print(path, "-> HTTP", code)
    case .failure(let e): print(path, "-> error", e)
    }
}

let length = fetch("/home").map { $0.count }
print(length)
let described = fetch("/missing").mapError { e -> NetError in
    if case .status(let c) = e, c >= 500 { return .offline }
    return e
}
print(described)
let chained = fetch("/home").flatMap { body in
    body.hasPrefix("<html>") ? .success("page") : Result<String, NetError>.failure(.status(500))
}
print(chained)

do {
    let body = try fetch("/home").get()
    print("got", body)
    _ = try fetch("/other").get()
} catch {
    print("get threw", error)
}

let results: [Result<Int, Error>] = ["1", "x", "3"].map { s in
    Result { () throws -> Int in
        guard let n = Int(s) else { throw NetError.status(400) }
        return n
    }
}
print(results.compactMap { try? $0.get() })
print(results.filter { if case .failure = $0 { return true } else { return false } }.count)

// expect: /home -> 17 bytes
// expect: /missing -> HTTP 404
// expect: /other -> error offline
// expect: success(17)
// expect: failure(main.NetError.status(404))
// expect: success("page")
// expect: got <html>home</html>
// expect: get threw offline
// expect: [1, 3]
// expect: 1
