// App model: mock service with completion handlers returning Result, retries, error mapping
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum APIError: Error, CustomStringConvertible {
    case notFound(path: String)
    case server(code: Int)
    case decoding(String)
    var description: String {
        switch self {
        case .notFound(let p): return "404 \(p)"
        case .server(let c): return "server \(c)"
        case .decoding(let s): return "bad data: \(s)"
        }
    }
    var isRetryable: Bool { if case .server(let c) = self { return c >= 500 }; return false }
}

struct User: CustomStringConvertible {
    let id: Int, name: String
    var description: String { "User#\(id)(\(name))" }
}

final class MockAPI {
    private var responses: [String: [Result<String, APIError>]]
    private(set) var callCount = 0
    init(responses: [String: [Result<String, APIError>]]) { self.responses = responses }

    func get(_ path: String, completion: (Result<String, APIError>) -> Void) {
        callCount += 1
        guard var queue = responses[path], !queue.isEmpty else {
            completion(.failure(.notFound(path: path)))
            return
        }
        let next = queue.removeFirst()
        responses[path] = queue.isEmpty ? [next] : queue
        completion(next)
    }
}

func parseUser(_ raw: String) -> Result<User, APIError> {
    let parts = raw.split(separator: ",")
    guard parts.count == 2, let id = Int(parts[0]) else { return .failure(.decoding(raw)) }
    return .success(User(id: id, name: String(parts[1])))
}

func fetchUser(_ api: MockAPI, path: String, retries: Int, completion: (Result<User, APIError>) -> Void) {
    api.get(path) { result in
        switch result.flatMap(parseUser) {
        case .failure(let e) where e.isRetryable && retries > 0:
            print("  retrying \(path) after \(e)")
            fetchUser(api, path: path, retries: retries - 1, completion: completion)
        case let other:
            completion(other)
        }
    }
}

let api = MockAPI(responses: [
    "/users/1": [.success("1,ada")],
    "/users/2": [.failure(.server(code: 503)), .failure(.server(code: 502)), .success("2,grace")],
    "/users/3": [.success("three,x")],
    "/users/4": [.failure(.server(code: 500))],
])

var collected: [String] = []
for id in 1...5 {
    fetchUser(api, path: "/users/\(id)", retries: 2) { result in
        switch result {
        case .success(let user): collected.append("ok \(user)")
        case .failure(let error): collected.append("err \(error)")
        }
    }
}
collected.forEach { print($0) }
print("calls: \(api.callCount)")
let names = ["1,a", "2,b", "x"].map(parseUser).compactMap { try? $0.get().name }
print(names)
// expect:   retrying /users/2 after server 503
// expect:   retrying /users/2 after server 502
// expect:   retrying /users/4 after server 500
// expect:   retrying /users/4 after server 500
// expect: ok User#1(ada)
// expect: ok User#2(grace)
// expect: err bad data: three,x
// expect: err server 500
// expect: err 404 /users/5
// expect: calls: 9
// expect: ["a", "b"]
