// App code style: audit trail entries with distinct user-facing and debug renderings

struct UserID: CustomStringConvertible, CustomDebugStringConvertible {
    let raw: Int
    var description: String { "user\(raw)" }
    var debugDescription: String { "UserID(raw: \(raw))" }
}

enum Action: CustomStringConvertible {
    case login
    case logout
    case edit(field: String, from: String, to: String)
    case delete(count: Int)

    var description: String {
        switch self {
        case .login: return "logged in"
        case .logout: return "logged out"
        case let .edit(field, from, to): return "changed \(field) from '\(from)' to '\(to)'"
        case .delete(let n): return "deleted \(n) record\(n == 1 ? "" : "s")"
        }
    }
}

struct Entry: CustomStringConvertible, CustomDebugStringConvertible {
    let seq: Int
    let user: UserID
    let action: Action
    var description: String { "#\(seq) \(user) \(action)" }
    var debugDescription: String { "Entry(seq: \(seq), user: \(String(reflecting: user)), action: \(String(reflecting: action)))" }
}

final class AuditLog {
    private(set) var entries: [Entry] = []
    private var nextSeq = 1
    func record(_ user: Int, _ action: Action) {
        entries.append(Entry(seq: nextSeq, user: UserID(raw: user), action: action))
        nextSeq += 1
    }
    func entries(for user: Int) -> [Entry] {
        entries.filter { $0.user.raw == user }
    }
}

let log = AuditLog()
log.record(7, .login)
log.record(7, .edit(field: "email", from: "a@x", to: "b@x"))
log.record(3, .login)
log.record(3, .delete(count: 1))
log.record(7, .delete(count: 4))
log.record(7, .logout)

print("-- user view --")
for e in log.entries { print(e) }

print("-- debug view --")
for e in log.entries.prefix(2) { debugPrint(e) }

print("-- user 3 --")
print(log.entries(for: 3))
print("-- user 3 described --")
print(log.entries(for: 3).map { $0.description })

print(UserID(raw: 1))
debugPrint(UserID(raw: 1))
print([UserID(raw: 2)])
print("inline: \(UserID(raw: 3))")
print(String(reflecting: Action.edit(field: "f", from: "", to: "x")))
let lastAction: Action? = log.entries.last?.action
print(lastAction as Any)
print(log.entries.isEmpty ? "empty" : "\(log.entries.count) entries")

// expect: -- user view --
// expect: #1 user7 logged in
// expect: #2 user7 changed email from 'a@x' to 'b@x'
// expect: #3 user3 logged in
// expect: #4 user3 deleted 1 record
// expect: #5 user7 deleted 4 records
// expect: #6 user7 logged out
// expect: -- debug view --
// expect: Entry(seq: 1, user: UserID(raw: 7), action: logged in)
// expect: Entry(seq: 2, user: UserID(raw: 7), action: changed email from 'a@x' to 'b@x')
// expect: -- user 3 --
// expect: [Entry(seq: 3, user: UserID(raw: 3), action: logged in), Entry(seq: 4, user: UserID(raw: 3), action: deleted 1 record)]
// expect: -- user 3 described --
// expect: ["#3 user3 logged in", "#4 user3 deleted 1 record"]
// expect: user1
// expect: UserID(raw: 1)
// expect: [UserID(raw: 2)]
// expect: inline: user3
// expect: changed f from '' to 'x'
// expect: Optional(logged out)
// expect: 6 entries
