// Validating a sign-up form the way a settings screen might
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

enum ValidationError: Error, CustomStringConvertible {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalidEmail
    case passwordsDontMatch
    case missingDigit

    var description: String {
        switch self {
        case .empty(let field): return "\(field) is required"
        case .tooShort(let field, let minimum): return "\(field) must be at least \(minimum) characters"
        case .invalidEmail: return "Enter a valid email address"
        case .passwordsDontMatch: return "Passwords do not match"
        case .missingDigit: return "Password needs at least one digit"
        }
    }
}

struct SignUpForm {
    var username = ""
    var email = ""
    var password = ""
    var confirmPassword = ""

    func validate() -> [ValidationError] {
        var errors: [ValidationError] = []
        let name = username.trimmingCharacters(in: .whitespaces)
        if name.isEmpty {
            errors.append(.empty(field: "Username"))
        } else if name.count < 3 {
            errors.append(.tooShort(field: "Username", minimum: 3))
        }
        if email.isEmpty {
            errors.append(.empty(field: "Email"))
        } else if !isValidEmail(email) {
            errors.append(.invalidEmail)
        }
        if password.count < 8 {
            errors.append(.tooShort(field: "Password", minimum: 8))
        }
        if !password.contains(where: { $0.isNumber }) {
            errors.append(.missingDigit)
        }
        if password != confirmPassword {
            errors.append(.passwordsDontMatch)
        }
        return errors
    }

    var isValid: Bool { validate().isEmpty }

    private func isValidEmail(_ s: String) -> Bool {
        let parts = s.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let domain = parts[1]
        guard let dot = domain.lastIndex(of: "."), dot != domain.startIndex else { return false }
        return domain.distance(from: dot, to: domain.endIndex) > 2
    }
}

let attempts: [SignUpForm] = [
    SignUpForm(),
    SignUpForm(username: " al ", email: "al@example", password: "short", confirmPassword: "short"),
    SignUpForm(username: "maria", email: "maria@example.com", password: "longenough", confirmPassword: "longenougH"),
    SignUpForm(username: "maria", email: "@example.com", password: "s3cretpass", confirmPassword: "s3cretpass"),
    SignUpForm(username: "maria", email: "maria@example.com", password: "s3cretpass", confirmPassword: "s3cretpass"),
]
for (i, form) in attempts.enumerated() {
    let errors = form.validate()
    print("Form \(i + 1): \(form.isValid ? "OK" : "\(errors.count) problem(s)")")
    for e in errors { print("  - \(e)") }
}
// expect: Form 1: 4 problem(s)
// expect:   - Username is required
// expect:   - Email is required
// expect:   - Password must be at least 8 characters
// expect:   - Password needs at least one digit
// expect: Form 2: 4 problem(s)
// expect:   - Username must be at least 3 characters
// expect:   - Enter a valid email address
// expect:   - Password must be at least 8 characters
// expect:   - Password needs at least one digit
// expect: Form 3: 2 problem(s)
// expect:   - Password needs at least one digit
// expect:   - Passwords do not match
// expect: Form 4: 1 problem(s)
// expect:   - Enter a valid email address
// expect: Form 5: OK
