// Compiler test style: Result used as completion value, switched with nested patterns, and converted to/from throwing code
enum NetError: Error, CustomStringConvertible {
    case timeout(seconds: Int)
    case status(Int)
    case decode(String)
    var description: String {
        switch self {
        case .timeout(let s): return "timeout after \(s)s"
        case .status(let c): return "HTTP \(c)"
        case .decode(let why): return "decode: \(why)"
        }
    }
}

struct User { let id: Int; let name: String }

func fetch(_ id: Int, completion: (Result<String, NetError>) -> Void) {
    switch id {
    case 0: completion(.failure(.timeout(seconds: 30)))
    case 404: completion(.failure(.status(404)))
    case 7: completion(.success("7:??"))
    default: completion(.success("\(id):user\(id)"))
    }
}

func decode(_ raw: String) -> Result<User, NetError> {
    let parts = raw.split(separator: ":")
    guard parts.count == 2, let id = Int(parts[0]) else { return .failure(.decode("shape")) }
    guard parts[1].allSatisfy(\.isLetter) || parts[1].contains("user") else { return .failure(.decode("name \(parts[1])")) }
    return .success(User(id: id, name: String(parts[1])))
}

for id in [1, 0, 404, 7, 42] {
    fetch(id) { result in
        let user = result.flatMap(decode)
        switch user {
        case .success(let u) where u.id > 10:
            print("big user \(u.name)")
        case .success(let u):
            print("user \(u.name)")
        case .failure(.status(let code)) where code >= 400:
            print("client error \(code)")
        case .failure(let err):
            print("failed: \(err)")
        }
    }
}

var collected: [Result<Int, NetError>] = []
for id in [3, 404, 5] {
    fetch(id) { collected.append($0.map { $0.count }) }
}
print(collected.map { r -> String in
    if case .success(let n) = r { return "len \(n)" }
    return "err"
})

func loadThrowing(_ id: Int) throws -> User {
    var out: Result<User, NetError> = .failure(.decode("never called"))
    fetch(id) { out = $0.flatMap(decode) }
    return try out.get()
}
for id in [2, 0] {
    do {
        let u = try loadThrowing(id)
        print("loaded", u.id, u.name)
    } catch {
        print("threw", error)
    }
}
let wrapped = Result { try loadThrowing(404) }
switch wrapped {
case .success: print("unexpected")
case .failure(let e): print("wrapped error:", e, type(of: e))
}
let e2: Result<Int, Error> = .failure(NetError.timeout(seconds: 1))
print((try? e2.get()) as Any)

// expect: user user1
// expect: failed: timeout after 30s
// expect: client error 404
// expect: failed: decode: name ??
// expect: big user user42
// expect: ["len 7", "err", "len 7"]
// expect: loaded 2 user2
// expect: threw timeout after 30s
// expect: wrapped error: HTTP 404 NetError
// expect: nil
