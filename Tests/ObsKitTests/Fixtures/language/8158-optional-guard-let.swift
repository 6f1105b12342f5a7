// Course exercise: guard let for early exit, nil-coalescing and optional conversion
struct User {
    let username: String
    let age: Int?
    let email: String?
}

func validate(_ fields: [String: String]) -> User? {
    guard let username = fields["username"], !username.isEmpty else {
        print("missing username")
        return nil
    }
    guard let ageText = fields["age"] else {
        print("\(username): no age given, that's ok")
        return User(username: username, age: nil, email: fields["email"])
    }
    guard let age = Int(ageText), age >= 13 else {
        print("\(username): invalid or too young age '\(ageText)'")
        return nil
    }
    return User(username: username, age: age, email: fields["email"])
}

func greeting(for user: User?) -> String {
    guard let user = user else { return "Hello, guest" }
    let contact = user.email ?? "no email"
    return "Hello, \(user.username) (\(user.age.map(String.init) ?? "age unknown"), \(contact))"
}

let submissions: [[String: String]] = [
    ["username": "swiftie", "age": "21", "email": "s@x.io"],
    ["username": "kid", "age": "9"],
    ["username": "", "age": "30"],
    ["username": "quiet"],
    ["username": "typo", "age": "twenty"],
]

var accepted: [User] = []
for fields in submissions {
    if let user = validate(fields) {
        accepted.append(user)
    }
}
print("accepted \(accepted.count) of \(submissions.count)")
for user in accepted {
    print(greeting(for: user))
}
print(greeting(for: nil))
let totalAge = accepted.compactMap(\.age).reduce(0, +)
print("total known age: \(totalAge)")

// expect: kid: invalid or too young age '9'
// expect: missing username
// expect: quiet: no age given, that's ok
// expect: typo: invalid or too young age 'twenty'
// expect: accepted 2 of 5
// expect: Hello, swiftie (21, s@x.io)
// expect: Hello, quiet (age unknown, no email)
// expect: Hello, guest
// expect: total known age: 21
