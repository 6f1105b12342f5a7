// result-type-network-mock
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum NetworkError: Error, Equatable {
    case badURL(String)
    case notFound
    case server(code: Int)
    case decoding(String)
}

struct Response { let status: Int; let body: String }

struct MockClient {
    let routes: [String: Response]
    func get(_ url: String, completion: (Result<Response, NetworkError>) -> Void) {
        guard url.hasPrefix("https://") else { return completion(.failure(.badURL(url))) }
        guard let r = routes[url] else { return completion(.failure(.notFound)) }
        if r.status >= 500 { return completion(.failure(.server(code: r.status))) }
        completion(.success(r))
    }
}

struct User { let id: Int; let name: String }

func decodeUser(_ body: String) -> Result<User, NetworkError> {
    let parts = body.split(separator: ":")
    guard parts.count == 2, let id = Int(parts[0]) else { return .failure(.decoding(body)) }
    return .success(User(id: id, name: String(parts[1])))
}

let client = MockClient(routes: [
    "https://api.test/users/1": Response(status: 200, body: "1:ada"),
    "https://api.test/users/2": Response(status: 200, body: "garbage"),
    "https://api.test/users/3": Response(status: 503, body: ""),
])

let urls = ["https://api.test/users/1", "https://api.test/users/2", "https://api.test/users/3",
            "https://api.test/users/4", "ftp://old"]
var collected: [Result<User, NetworkError>] = []
for url in urls {
    client.get(url) { result in
        let userResult = result.flatMap { decodeUser($0.body) }
        collected.append(userResult)
        switch userResult {
        case .success(let user): print("loaded \(user.name) (#\(user.id))")
        case .failure(.server(let code)) where code >= 500: print("server trouble \(code), retry later")
        case .failure(let error): print("failed: \(error)")
        }
    }
}

let names = collected.map { $0.map { $0.name.uppercased() } }
print(names.map { (try? $0.get()) ?? "?" })
let successes = collected.compactMap { try? $0.get() }
print(successes.count, collected.filter { if case .failure = $0 { return true } else { return false } }.count)

let mapped = collected[1].mapError { e -> NetworkError in
    if case .decoding = e { return .server(code: 0) }
    return e
}
print(mapped.map(\.id))

func parseNumber(_ s: String) -> Result<Int, Error> {
    Result {
        guard let n = Int(s) else { throw NetworkError.decoding(s) }
        return n
    }
}
do {
    let a = try parseNumber("12").get()
    let b = try parseNumber("x9").get()
    print(a + b)
} catch NetworkError.decoding(let text) {
    print("could not parse \(text)")
} catch {
    print("unknown")
}
let combined = parseNumber("3").flatMap { a in parseNumber("4").map { a * $0 } }
print(combined)
print(Result<Int, NetworkError>.failure(.notFound) == .failure(.notFound))
// expect: loaded ada (#1)
// expect: failed: decoding("garbage")
// expect: server trouble 503, retry later
// expect: failed: notFound
// expect: failed: badURL("ftp://old")
// expect: ["ADA", "?", "?", "?", "?"]
// expect: 1 4
// expect: failure(main.NetworkError.server(code: 0))
// expect: could not parse x9
// expect: success(12)
// expect: true
