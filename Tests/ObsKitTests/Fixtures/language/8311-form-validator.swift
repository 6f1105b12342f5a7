// App model layer: a sign-up form validator returning [ValidationError] with user-facing messages
import Foundation

enum ValidationError: Error, Equatable, CustomStringConvertible {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalidEmail
    case passwordsDontMatch
    case weakPassword(missing: [String])
    case underage(age: Int)

    var description: String {
        switch self {
        case .empty(let field): return "\(field) is required"
        case let .tooShort(field, minimum): return "\(field) must be at least \(minimum) characters"
        case .invalidEmail: return "email address is not valid"
        case .passwordsDontMatch: return "passwords do not match"
        case .weakPassword(let missing): return "password needs: \(missing.joined(separator: ", "))"
        case .underage(let age): return "must be 13 or older (got \(age))"
        }
    }
}

struct SignUpForm {
    var username = ""
    var email = ""
    var password = ""
    var confirmation = ""
    var age = 0

    func validate() -> [ValidationError] {
        var errors: [ValidationError] = []
        let name = username.trimmingCharacters(in: .whitespaces)
        if name.isEmpty { errors.append(.empty(field: "username")) }
        else if name.count < 3 { errors.append(.tooShort(field: "username", minimum: 3)) }

        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        if email.isEmpty { errors.append(.empty(field: "email")) }
        else if parts.count != 2 || parts[0].isEmpty || !parts[1].contains(".") || parts[1].hasSuffix(".") {
            errors.append(.invalidEmail)
        }

        var missing: [String] = []
        if !password.contains(where: \.isUppercase) { missing.append("uppercase letter") }
        if !password.contains(where: \.isNumber) { missing.append("digit") }
        if password.count < 8 { missing.append("8 characters") }
        if !missing.isEmpty { errors.append(.weakPassword(missing: missing)) }
        if password != confirmation { errors.append(.passwordsDontMatch) }
        if age < 13 { errors.append(.underage(age: age)) }
        return errors
    }
}

let forms: [(String, SignUpForm)] = [
    ("blank", SignUpForm()),
    ("typos", SignUpForm(username: " al ", email: "al@mail", password: "secret", confirmation: "Secret", age: 30)),
    ("almost", SignUpForm(username: "alice", email: "alice@example.com", password: "Sunshine1", confirmation: "Sunshine1", age: 12)),
    ("valid", SignUpForm(username: "bob_99", email: "bob@site.io", password: "Passw0rdX", confirmation: "Passw0rdX", age: 40)),
]
for (label, form) in forms {
    let errors = form.validate()
    print("\(label): \(errors.isEmpty ? "OK" : "\(errors.count) error(s)")")
    for error in errors { print("  • \(error)") }
}
print(SignUpForm(email: "x@y.").validate().contains(.invalidEmail))

// expect: blank: 4 error(s)
// expect:   • username is required
// expect:   • email is required
// expect:   • password needs: uppercase letter, digit, 8 characters
// expect:   • must be 13 or older (got 0)
// expect: typos: 4 error(s)
// expect:   • username must be at least 3 characters
// expect:   • email address is not valid
// expect:   • password needs: uppercase letter, digit, 8 characters
// expect:   • passwords do not match
// expect: almost: 1 error(s)
// expect:   • must be 13 or older (got 12)
// expect: valid: OK
// expect: true
