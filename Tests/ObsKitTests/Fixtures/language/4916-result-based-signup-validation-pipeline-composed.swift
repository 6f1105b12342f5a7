// App code style: Result-based signup validation pipeline composed with a custom >>> operator and typed errors
enum SignupError: Error, CustomStringConvertible, Equatable {
    case empty(field: String)
    case tooShort(field: String, min: Int)
    case invalidEmail(String)
    case weakPassword(missing: [String])
    case underage(Int)

    var description: String {
        switch self {
        case .empty(let field): return "\(field) must not be empty"
        case let .tooShort(field, min): return "\(field) needs at least \(min) characters"
        case .invalidEmail(let value): return "'\(value)' is not an email address"
        case .weakPassword(let missing): return "password is missing: " + missing.joined(separator: ", ")
        case .underage(let age): return "must be 13 or older (got \(age))"
        }
    }
}

struct SignupForm {
    var username: String
    var email: String
    var password: String
    var age: Int
}

typealias Step<T> = (T) -> Result<T, SignupError>

infix operator >>>: AdditionPrecedence
func >>> <T>(lhs: @escaping Step<T>, rhs: @escaping Step<T>) -> Step<T> {
    return { value in lhs(value).flatMap(rhs) }
}

let checkUsername: Step<SignupForm> = { form in
    let trimmed = form.username.filter { $0 != " " }
    if trimmed.isEmpty { return .failure(.empty(field: "username")) }
    if trimmed.count < 3 { return .failure(.tooShort(field: "username", min: 3)) }
    var copy = form
    copy.username = trimmed.lowercased()
    return .success(copy)
}

let checkEmail: Step<SignupForm> = { form in
    let parts = form.email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].contains(".") else {
        return .failure(.invalidEmail(form.email))
    }
    return .success(form)
}

let checkPassword: Step<SignupForm> = { form in
    var missing: [String] = []
    if form.password.count < 8 { missing.append("8+ chars") }
    if !form.password.contains(where: \.isNumber) { missing.append("a digit") }
    if !form.password.contains(where: \.isUppercase) { missing.append("an uppercase letter") }
    return missing.isEmpty ? .success(form) : .failure(.weakPassword(missing: missing))
}

struct Banner: Error { let text: String }

let checkAge: Step<SignupForm> = { form in
    form.age >= 13 ? .success(form) : .failure(.underage(form.age))
}

let validate = checkUsername >>> checkEmail >>> checkPassword >>> checkAge

let forms = [
    SignupForm(username: " Jo Hn ", email: "john@example.com", password: "Secret123", age: 30),
    SignupForm(username: "  ", email: "x@y.z", password: "Secret123", age: 30),
    SignupForm(username: "al", email: "al@example.com", password: "Secret123", age: 30),
    SignupForm(username: "maria", email: "maria.example.com", password: "Secret123", age: 30),
    SignupForm(username: "maria", email: "maria@example.com", password: "secret", age: 30),
    SignupForm(username: "kid", email: "kid@example.com", password: "Passw0rdX", age: 11),
]

for (index, form) in forms.enumerated() {
    switch validate(form) {
    case .success(let clean):
        print("#\(index) ok: \(clean.username) <\(clean.email)>")
    case .failure(let error):
        print("#\(index) error: \(error)")
    }
}

let results = forms.map(validate)
let okCount = results.filter { if case .success = $0 { return true } else { return false } }.count
print("valid: \(okCount) of \(results.count)")

let usernames = results.compactMap { try? $0.get().username }
print("usernames:", usernames)

let mapped = validate(forms[0]).map { "welcome, \($0.username)!" }.mapError { Banner(text: "\($0)".uppercased()) }
print(mapped)
let mappedBad = validate(forms[5]).map { _ in "welcome" }.mapError { Banner(text: "\($0)".uppercased()) }
switch mappedBad {
case .success(let text): print(text)
case .failure(let banner): print("failed with", banner.text)
}
print(validate(forms[1]).map { $0.username } == .failure(.empty(field: "username")) ? "matched empty" : "different")

// expect: #0 ok: john <john@example.com>
// expect: #1 error: username must not be empty
// expect: #2 error: username needs at least 3 characters
// expect: #3 error: 'maria.example.com' is not an email address
// expect: #4 error: password is missing: 8+ chars, a digit, an uppercase letter
// expect: #5 error: must be 13 or older (got 11)
// expect: valid: 1 of 6
// expect: usernames: ["john"]
// expect: success("welcome, john!")
// expect: failed with MUST BE 13 OR OLDER (GOT 11)
// expect: matched empty
