// Form validation returning Result<User, ValidationError>, with map/flatMap/get and a switch over the result (expected output from swiftc 6.3.1 on Linux)
enum ValidationError: Error, CustomStringConvertible {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalidEmail(String)
    case underage(Int)

    var description: String {
        switch self {
        case .empty(let field): return "\(field) is required"
        case let .tooShort(field, minimum): return "\(field) needs at least \(minimum) characters"
        case .invalidEmail(let value): return "'\(value)' is not an email address"
        case .underage(let age): return "must be 18 or older (got \(age))"
        }
    }
}

struct User {
    let username: String
    let email: String
    let age: Int
}

func validateUsername(_ s: String) -> Result<String, ValidationError> {
    if s.isEmpty { return .failure(.empty(field: "username")) }
    if s.count < 3 { return .failure(.tooShort(field: "username", minimum: 3)) }
    return .success(s.lowercased())
}

func validateEmail(_ s: String) -> Result<String, ValidationError> {
    let parts = s.split(separator: "@")
    guard parts.count == 2, parts[1].contains(".") else { return .failure(.invalidEmail(s)) }
    return .success(s)
}

func makeUser(name: String, email: String, age: Int) -> Result<User, ValidationError> {
    validateUsername(name).flatMap { username in
        validateEmail(email).flatMap { mail in
            age >= 18 ? .success(User(username: username, email: mail, age: age)) : .failure(.underage(age))
        }
    }
}

let forms: [(String, String, Int)] = [
    ("Marisol", "marisol@mail.example", 31),
    ("", "x@y.z", 40),
    ("Jo", "jo@mail.example", 22),
    ("Kwame", "kwame-at-mail", 27),
    ("Ines", "ines@mail.example", 16),
]

for (name, email, age) in forms {
    switch makeUser(name: name, email: email, age: age) {
    case .success(let user): print("created \(user.username) <\(user.email)>")
    case .failure(let error): print("rejected: \(error)")
    }
}

let greeting = makeUser(name: "Arjun", email: "arjun@mail.example", age: 19).map { "Hello, \($0.username)!" }
print((try? greeting.get()) ?? "no greeting")

do {
    let user = try makeUser(name: "Bo", email: "bo@x.io", age: 50).get()
    print("unexpected", user.username)
} catch {
    print("get() threw:", error)
}

let outcomes = forms.map { makeUser(name: $0.0, email: $0.1, age: $0.2) }
let okCount = outcomes.filter { if case .success = $0 { return true } else { return false } }.count
print("valid forms: \(okCount) of \(outcomes.count)")

// expect: created marisol <marisol@mail.example>
// expect: rejected: username is required
// expect: rejected: username needs at least 3 characters
// expect: rejected: 'kwame-at-mail' is not an email address
// expect: rejected: must be 18 or older (got 16)
// expect: Hello, arjun!
// expect: get() threw: username needs at least 3 characters
// expect: valid forms: 1 of 5
