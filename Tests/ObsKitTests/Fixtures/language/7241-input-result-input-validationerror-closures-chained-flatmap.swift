// App architecture style (validation pipeline): (Input) -> Result<Input, ValidationError> closures chained with flatMap over a sign-up form
struct SignUpForm: CustomStringConvertible {
    var email: String
    var password: String
    var age: Int
    var description: String { "\(email)/\(String(repeating: "*", count: password.count))/\(age)" }
}

enum ValidationError: Error, Equatable {
    case empty(field: String)
    case malformed(String)
    case tooShort(field: String, min: Int)
    case outOfRange(Int)
}

typealias Rule<Input> = (Input) -> Result<Input, ValidationError>

func pipeline<Input>(_ rules: [Rule<Input>]) -> Rule<Input> {
    return { input in
        rules.reduce(.success(input)) { result, rule in result.flatMap(rule) }
    }
}

let trimEmail: Rule<SignUpForm> = { form in
    var copy = form
    copy.email = String(form.email.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()).lowercased()
    return .success(copy)
}
let emailPresent: Rule<SignUpForm> = { $0.email.isEmpty ? .failure(.empty(field: "email")) : .success($0) }
let emailShape: Rule<SignUpForm> = { form in
    let parts = form.email.split(separator: "@")
    guard parts.count == 2, parts[1].contains(".") else { return .failure(.malformed(form.email)) }
    return .success(form)
}
func minLength(_ n: Int) -> Rule<SignUpForm> {
    { $0.password.count >= n ? .success($0) : .failure(.tooShort(field: "password", min: n)) }
}
let adult: Rule<SignUpForm> = { (18...120).contains($0.age) ? .success($0) : .failure(.outOfRange($0.age)) }

let validate = pipeline([trimEmail, emailPresent, emailShape, minLength(6), adult])

let forms = [
    SignUpForm(email: "  Ana@Example.com ", password: "secret1", age: 30),
    SignUpForm(email: "   ", password: "whatever", age: 40),
    SignUpForm(email: "bob@host", password: "longenough", age: 22),
    SignUpForm(email: "cy@mail.org", password: "abc", age: 22),
    SignUpForm(email: "di@mail.org", password: "abcdefg", age: 12),
]
var failures: [ValidationError] = []
for form in forms {
    switch validate(form) {
    case .success(let clean): print("ok  ", clean)
    case .failure(let err):
        failures.append(err)
        print("fail", err)
    }
}
print("failures:", failures.count, "has short password:", failures.contains(.tooShort(field: "password", min: 6)))

// expect: ok   ana@example.com/*******/30
// expect: fail empty(field: "email")
// expect: fail malformed("bob@host")
// expect: fail tooShort(field: "password", min: 6)
// expect: fail outOfRange(12)
// expect: failures: 4 has short password: true
