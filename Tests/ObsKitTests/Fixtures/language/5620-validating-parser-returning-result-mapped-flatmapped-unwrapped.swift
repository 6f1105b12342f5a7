// Swift by Sundell style (error handling with Result): a validating parser returning Result, mapped and flatMapped, then unwrapped with get()
enum SignupError: Error, CustomStringConvertible {
    case tooShort(field: String, minimum: Int)
    case missingAt
    case taken(String)

    var description: String {
        switch self {
        case let .tooShort(field, minimum): return "\(field) needs at least \(minimum) characters"
        case .missingAt: return "email must contain @"
        case .taken(let name): return "\(name) is already taken"
        }
    }
}

let existingUsers: Set<String> = ["admin", "root"]

func validateName(_ name: String) -> Result<String, SignupError> {
    guard name.count >= 3 else { return .failure(.tooShort(field: "name", minimum: 3)) }
    guard !existingUsers.contains(name.lowercased()) else { return .failure(.taken(name)) }
    return .success(name)
}

func validateEmail(_ email: String) -> Result<String, SignupError> {
    email.contains("@") ? .success(email.lowercased()) : .failure(.missingAt)
}

struct Account { let name: String; let email: String }

func signup(name: String, email: String) -> Result<Account, SignupError> {
    validateName(name).flatMap { n in
        validateEmail(email).map { e in Account(name: n, email: e) }
    }
}

let attempts = [("sam", "Sam@Example.com"), ("al", "al@x.io"), ("Admin", "a@b.c"), ("maria", "maria.example.com")]
for (name, email) in attempts {
    switch signup(name: name, email: email) {
    case .success(let account): print("created \(account.name) <\(account.email)>")
    case .failure(let error): print("failed: \(error)")
    }
}

do {
    let acc = try signup(name: "zoe", email: "ZOE@MAIL.ORG").get()
    print("via get():", acc.email)
    _ = try signup(name: "x", email: "y").get()
} catch let error as SignupError {
    print("caught:", error)
}

let lengths = signup(name: "kim", email: "k@k.k").map { $0.name.count }
if case .success(let n) = lengths { print("name length", n) }

// expect: created sam <sam@example.com>
// expect: failed: name needs at least 3 characters
// expect: failed: Admin is already taken
// expect: failed: email must contain @
// expect: via get(): zoe@mail.org
// expect: caught: name needs at least 3 characters
// expect: name length 3
