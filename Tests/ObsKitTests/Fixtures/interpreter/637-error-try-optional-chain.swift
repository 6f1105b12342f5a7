// try? turns errors into nil and composes with optional chaining and ??.
enum LookupError: Error { case missing(String) }
struct User { let name: String; let friend: String? }
let users = ["ann": User(name: "Ann", friend: "bob"), "bob": User(name: "Bob", friend: nil)]
func find(_ id: String) throws -> User {
    guard let u = users[id] else { throw LookupError.missing(id) }
    return u
}
print((try? find("ann"))?.name ?? "nobody")
print((try? find("zed"))?.name ?? "nobody")
print((try? find("ann"))?.friend ?? "no friend")
print((try? find("bob"))?.friend ?? "no friend")
if let friendID = try? find("ann").friend, let friend = try? find(friendID) {
    print("friend of Ann is \(friend.name)")
}
let names = ["ann", "x", "bob"].compactMap { try? find($0).name }
print(names)
let r: Int? = try? { () throws -> Int in throw LookupError.missing("c") }()
print(r as Any)

// expect: Ann
// expect: nobody
// expect: bob
// expect: no friend
// expect: friend of Ann is Bob
// expect: ["Ann", "Bob"]
// expect: nil
