// callbacks-service
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct User { let id: Int; let name: String }

enum ServiceError: Error { case notFound(Int), offline }

final class UserService {
    private let db: [Int: String] = [1: "Ana", 2: "Ben", 3: "Cleo"]
    var isOnline = true
    private var pending: [() -> Void] = []

    func fetchUser(id: Int, completion: @escaping (Result<User, ServiceError>) -> Void) {
        pending.append { [unowned self] in
            guard self.isOnline else { return completion(.failure(.offline)) }
            if let name = self.db[id] {
                completion(.success(User(id: id, name: name)))
            } else {
                completion(.failure(.notFound(id)))
            }
        }
    }

    func fetchAll(ids: [Int], completion: @escaping ([User], [ServiceError]) -> Void) {
        var users: [User] = []
        var errors: [ServiceError] = []
        var remaining = ids.count
        for id in ids {
            fetchUser(id: id) { result in
                switch result {
                case .success(let u): users.append(u)
                case .failure(let e): errors.append(e)
                }
                remaining -= 1
                if remaining == 0 { completion(users, errors) }
            }
        }
    }

    func runPending() {
        let jobs = pending
        pending.removeAll()
        jobs.forEach { $0() }
    }
}

let service = UserService()
service.fetchUser(id: 2) { result in
    if case .success(let u) = result { print("got \(u.name)") }
}
service.fetchUser(id: 9) { result in
    if case .failure(.notFound(let id)) = result { print("no user \(id)") }
}
print("before run")
service.runPending()

service.fetchAll(ids: [3, 1, 7, 2]) { users, errors in
    print(users.map(\.name).sorted(), errors.count)
}
service.runPending()

service.isOnline = false
service.fetchUser(id: 1) { print($0) }
service.runPending()

let transform: (User) -> String = { "\($0.id)#\($0.name)" }
let pipeline = [User(id: 5, name: "Eve")].map(transform).map { $0.lowercased() }
print(pipeline)
// expect: before run
// expect: got Ben
// expect: no user 9
// expect: ["Ana", "Ben", "Cleo"] 1
// expect: failure(main.ServiceError.offline)
// expect: ["5#eve"]
