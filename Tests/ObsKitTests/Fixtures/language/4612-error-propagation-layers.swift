// App code style: errors propagating through repository and service layers
enum DBError: Error {
    case connectionLost
    case rowMissing(table: String, id: Int)
}

enum ServiceError: Error, CustomStringConvertible {
    case userNotFound(Int)
    case storage(DBError)
    case invalidInput(String)

    var description: String {
        switch self {
        case .userNotFound(let id): return "user \(id) not found"
        case .storage(let db): return "storage failure (\(db))"
        case .invalidInput(let msg): return "invalid input: \(msg)"
        }
    }
}

final class Database {
    var online = true
    var rows: [Int: String] = [1: "ann", 2: "bo", 3: "cy"]
    var queries: [String] = []

    func fetch(table: String, id: Int) throws -> String {
        queries.append("\(table)#\(id)")
        guard online else { throw DBError.connectionLost }
        guard let r = rows[id] else { throw DBError.rowMissing(table: table, id: id) }
        return r
    }
}

struct UserRepository {
    let db: Database
    func name(for id: Int) throws -> String {
        try db.fetch(table: "users", id: id)
    }
}

struct UserService {
    let repo: UserRepository

    func greeting(for id: Int) throws -> String {
        guard id > 0 else { throw ServiceError.invalidInput("id must be positive, got \(id)") }
        do {
            let n = try repo.name(for: id)
            return "Hello, \(n.prefix(1).uppercased() + n.dropFirst())!"
        } catch DBError.rowMissing(_, let missing) {
            throw ServiceError.userNotFound(missing)
        } catch let db as DBError {
            throw ServiceError.storage(db)
        }
    }

    func greetings(for ids: [Int]) -> [String] {
        ids.map { id in
            do { return try greeting(for: id) }
            catch { return "[\(error)]" }
        }
    }
}

let db = Database()
let service = UserService(repo: UserRepository(db: db))
for line in service.greetings(for: [1, 3, 7, -2]) {
    print(line)
}

db.online = false
do {
    _ = try service.greeting(for: 1)
} catch ServiceError.storage(.connectionLost) {
    print("service reports lost connection")
} catch {
    print("unexpected \(error)")
}

db.online = true
// Partial success accumulation
var ok: [String] = []
var failed: [Int: ServiceError] = [:]
for id in [2, 5, 1, 9] {
    do {
        ok.append(try service.greeting(for: id))
    } catch let e as ServiceError {
        failed[id] = e
    } catch {
        fatalError("unexpected error type")
    }
}
print("ok: \(ok)")
for id in failed.keys.sorted() {
    print("failed \(id): \(failed[id]!)")
}
print("queries: \(db.queries.joined(separator: ","))")
// expect: Hello, Ann!
// expect: Hello, Cy!
// expect: [user 7 not found]
// expect: [invalid input: id must be positive, got -2]
// expect: service reports lost connection
// expect: ok: ["Hello, Bo!", "Hello, Ann!"]
// expect: failed 5: user 5 not found
// expect: failed 9: user 9 not found
// expect: queries: users#1,users#3,users#7,users#1,users#2,users#5,users#1,users#9
