// Donny Wals style (throwing continuations): Result-based callbacks resumed from an awaited Task with withCheckedThrowingContinuation
enum APIError: Error, Equatable { case unauthorized, notFound(String) }

struct User: Sendable { let id: Int; let name: String }

final class CallbackClient: Sendable {
    func fetchUser(id: Int, completion: @escaping @Sendable (Result<User, APIError>) -> Void) -> Task<Void, Never> {
        Task {
            switch id {
            case 0: completion(.failure(.unauthorized))
            case 1...3: completion(.success(User(id: id, name: ["", "ada", "grace", "linus"][id])))
            default: completion(.failure(.notFound("user \(id)")))
            }
        }
    }

    func token(valid: Bool, completion: @escaping @Sendable (String?, Error?) -> Void) {
        if valid { completion("tok-123", nil) } else { completion(nil, APIError.unauthorized) }
    }
}

extension CallbackClient {
    func user(id: Int) async throws -> User {
        try await withCheckedThrowingContinuation { continuation in
            _ = fetchUser(id: id) { result in
                continuation.resume(with: result)
            }
        }
    }

    func token(valid: Bool) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            token(valid: valid) { value, error in
                if let error { continuation.resume(throwing: error) }
                else { continuation.resume(returning: value ?? "") }
            }
        }
    }
}

let client = CallbackClient()
for id in [2, 0, 3, 9] {
    do {
        let user = try await client.user(id: id)
        print("user \(user.id): \(user.name)")
    } catch let error as APIError {
        print("id \(id) failed: \(error)")
    }
}

print(try await client.token(valid: true))
do {
    _ = try await client.token(valid: false)
} catch {
    print("token error is unauthorized:", (error as? APIError) == .unauthorized)
}

let names = try await withThrowingTaskGroup(of: String.self) { group in
    for id in 1...3 { group.addTask { try await client.user(id: id).name } }
    var all: [String] = []
    for try await name in group { all.append(name) }
    return all.sorted()
}
print(names)

// expect: user 2: grace
// expect: id 0 failed: unauthorized
// expect: user 3: linus
// expect: id 9 failed: notFound("user 9")
// expect: tok-123
// expect: token error is unauthorized: true
// expect: ["ada", "grace", "linus"]
