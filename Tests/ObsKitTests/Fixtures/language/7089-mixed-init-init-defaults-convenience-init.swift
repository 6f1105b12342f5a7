// Blog style (mixed init): init with defaults, convenience init, and failable init on @Observable
import Observation

@Observable
final class User {
    var name: String
    var email: String
    var roles: [String]

    init(name: String, email: String = "", roles: [String] = ["reader"]) {
        self.name = name
        self.email = email
        self.roles = roles
    }

    convenience init?(line: String) {
        let parts = line.split(separator: ",").map(String.init)
        guard parts.count >= 2 else { return nil }
        self.init(name: parts[0], email: parts[1], roles: Array(parts.dropFirst(2)))
    }
}

let users = ["ann,ann@x.io,admin,editor", "bob,bob@x.io", "broken"].compactMap(User.init(line:))
for u in users { print(u.name, u.email, u.roles) }
let guest = User(name: "guest")
print(guest.name, guest.email.isEmpty, guest.roles)

withObservationTracking {
    _ = users[1].roles
} onChange: {
    print("roles of \(users[1].name) changing")
}
users[1].roles.append("editor")
print(users[1].roles)
// expect: ann ann@x.io ["admin", "editor"]
// expect: bob bob@x.io []
// expect: guest true ["reader"]
// expect: roles of bob changing
// expect: ["editor"]
