// Concurrency tutorial: withCheckedThrowingContinuation turns a Result callback into async throws
enum LoginError: Error, CustomStringConvertible {
    case wrongPassword
    case unknownUser(String)

    var description: String {
        switch self {
        case .wrongPassword: return "wrong password"
        case .unknownUser(let name): return "unknown user '\(name)'"
        }
    }
}

struct Session {
    let user: String
    let token: String
}

func legacyLogin(user: String, password: String, completion: @escaping (Result<Session, LoginError>) -> Void) {
    let accounts = ["paul": "hunter2", "anna": "swift"]
    guard let expected = accounts[user] else {
        completion(.failure(.unknownUser(user)))
        return
    }
    if expected == password {
        completion(.success(Session(user: user, token: "tok-\(user.count)\(password.count)")))
    } else {
        completion(.failure(.wrongPassword))
    }
}

func login(user: String, password: String) async throws -> Session {
    try await withCheckedThrowingContinuation { continuation in
        legacyLogin(user: user, password: password) { result in
            continuation.resume(with: result)
        }
    }
}

let attempts = [("paul", "hunter2"), ("paul", "1234"), ("zoe", "pw"), ("anna", "swift")]
for (user, password) in attempts {
    do {
        let session = try await login(user: user, password: password)
        print("Logged in \(session.user) with \(session.token)")
    } catch let error as LoginError {
        print("Login failed for \(user): \(error)")
    }
}

let maybe = try? await login(user: "anna", password: "nope")
print("try? gives \(maybe == nil ? "nil" : "a session")")
// expect: Logged in paul with tok-47
// expect: Login failed for paul: wrong password
// expect: Login failed for zoe: unknown user 'zoe'
// expect: Logged in anna with tok-45
// expect: try? gives nil
