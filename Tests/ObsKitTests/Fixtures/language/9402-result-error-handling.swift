// Result type: validating sign-up input, map/flatMap on Result, get() and switch (expected output from swiftc 6.3.1 on Linux)
enum ValidationError: Error, CustomStringConvertible {
    case tooShort(field: String, minimum: Int)
    case missingCharacter(String)
    case taken(String)

    var description: String {
        switch self {
        case let .tooShort(field, minimum): return "\(field) must be at least \(minimum) characters"
        case let .missingCharacter(what): return "password needs \(what)"
        case let .taken(name): return "username '\(name)' is taken"
        }
    }
}

struct Account {
    let username: String
    let passwordStrength: Int
}

let existing: Set<String> = ["admin", "root", "guest"]

func validateUsername(_ name: String) -> Result<String, ValidationError> {
    let trimmed = name.lowercased()
    guard trimmed.count >= 4 else { return .failure(.tooShort(field: "username", minimum: 4)) }
    guard !existing.contains(trimmed) else { return .failure(.taken(trimmed)) }
    return .success(trimmed)
}

func validatePassword(_ pw: String) -> Result<Int, ValidationError> {
    guard pw.count >= 8 else { return .failure(.tooShort(field: "password", minimum: 8)) }
    guard pw.contains(where: \.isNumber) else { return .failure(.missingCharacter("a digit")) }
    guard pw.contains(where: \.isUppercase) else { return .failure(.missingCharacter("an uppercase letter")) }
    let strength = min(5, pw.count / 3 + (pw.contains(where: { !$0.isLetter && !$0.isNumber }) ? 1 : 0))
    return .success(strength)
}

func signUp(_ name: String, _ pw: String) -> Result<Account, ValidationError> {
    validateUsername(name).flatMap { user in
        validatePassword(pw).map { Account(username: user, passwordStrength: $0) }
    }
}

let attempts = [("Zoe", "Secret123"), ("Admin", "Secret123"), ("Marcus", "short"),
                ("Marcus", "longpassword1"), ("Marcus", "LongPassword1!"), ("Yuki", "Abcdefgh9")]

for (name, pw) in attempts {
    switch signUp(name, pw) {
    case .success(let account):
        print("OK \(account.username) strength \(account.passwordStrength)")
    case .failure(let error):
        print("ERR \(error)")
    }
}

let results = attempts.map { signUp($0.0, $0.1) }
let okCount = results.filter { (try? $0.get()) != nil }.count
print("Succeeded: \(okCount) of \(results.count)")

do {
    let acct = try signUp("Nadia", "Password42").get()
    print("got \(acct.username)")
    _ = try signUp("x", "y").get()
} catch {
    print("thrown: \(error)")
}

let converted = Result<Int, Error> { try parseAge("42") }
let failed = Result<Int, Error> { try parseAge("abc") }
func parseAge(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ValidationError.missingCharacter("digits only") }
    return n
}
print(converted.map { $0 + 1 }, (try? failed.get()) ?? -1)
// expect: ERR username must be at least 4 characters
// expect: ERR username 'admin' is taken
// expect: ERR password must be at least 8 characters
// expect: ERR password needs an uppercase letter
// expect: OK marcus strength 5
// expect: OK yuki strength 3
// expect: Succeeded: 2 of 6
// expect: got nadia
// expect: thrown: username must be at least 4 characters
// expect: success(43) -1
