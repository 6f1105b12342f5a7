// WWDC style (throwing continuations): withCheckedThrowingContinuation bridging a Result callback
enum LoginError: Error {
    case badPassword
    case locked(attempts: Int)
}

func legacyLogin(user: String, password: String, completion: @escaping (Result<String, LoginError>) -> Void) {
    if user == "locked" {
        completion(.failure(.locked(attempts: 5)))
    } else if password == "secret" {
        completion(.success("token-\(user)"))
    } else {
        completion(.failure(.badPassword))
    }
}

func login(user: String, password: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        legacyLogin(user: user, password: password) { result in
            continuation.resume(with: result)
        }
    }
}

let attempts = [("ann", "secret"), ("bob", "guess"), ("locked", "secret")]
for (user, pw) in attempts {
    do {
        let token = try await login(user: user, password: pw)
        print("\(user): ok \(token)")
    } catch LoginError.badPassword {
        print("\(user): bad password")
    } catch LoginError.locked(let n) {
        print("\(user): locked after \(n) attempts")
    } catch {
        print("\(user): \(error)")
    }
}

func plainThrowing() async throws -> Int {
    try await withCheckedThrowingContinuation { (c: CheckedContinuation<Int, Error>) in
        c.resume(throwing: LoginError.badPassword)
    }
}
do {
    _ = try await plainThrowing()
} catch {
    print("caught:", error)
}
// expect: ann: ok token-ann
// expect: bob: bad password
// expect: locked: locked after 5 attempts
// expect: caught: badPassword
