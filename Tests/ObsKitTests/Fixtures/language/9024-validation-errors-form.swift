// Form validation with custom Error types, LocalizedError, collecting multiple failures
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

enum ValidationError: LocalizedError, Equatable {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalidEmail(String)
    case outOfRange(field: String, range: ClosedRange<Int>)

    var errorDescription: String? {
        switch self {
        case .empty(let field): return "\(field) must not be empty"
        case let .tooShort(field, minimum): return "\(field) needs at least \(minimum) characters"
        case .invalidEmail(let value): return "'\(value)' is not a valid email"
        case let .outOfRange(field, range): return "\(field) must be between \(range.lowerBound) and \(range.upperBound)"
        }
    }
}

struct SignUpForm {
    var username = ""
    var email = ""
    var password = ""
    var age = 0
}

struct Validator {
    typealias Rule = (SignUpForm) throws -> Void

    let rules: [Rule] = [
        { form in if form.username.isEmpty { throw ValidationError.empty(field: "Username") } },
        { form in
            if !form.email.contains("@") || !form.email.contains(".") {
                throw ValidationError.invalidEmail(form.email)
            }
        },
        { form in
            if form.password.count < 8 { throw ValidationError.tooShort(field: "Password", minimum: 8) }
        },
        { form in
            guard (13...120).contains(form.age) else { throw ValidationError.outOfRange(field: "Age", range: 13...120) }
        }
    ]

    func validateAll(_ form: SignUpForm) -> [ValidationError] {
        rules.compactMap { rule in
            do { try rule(form); return nil } catch let e as ValidationError { return e } catch { return nil }
        }
    }

    func validateFirst(_ form: SignUpForm) throws {
        for rule in rules { try rule(form) }
    }
}

let validator = Validator()
var form = SignUpForm(username: "", email: "nope", password: "123", age: 8)
let errors = validator.validateAll(form)
print("\(errors.count) problems:")
errors.forEach { print(" -", $0.localizedDescription) }

form.username = "swiftie"
form.email = "swiftie@example.com"
do {
    try validator.validateFirst(form)
} catch {
    print("first error:", error.localizedDescription)
}

form.password = "correct horse"
form.age = 30
print(validator.validateAll(form).isEmpty ? "form is valid" : "still invalid")
print(errors.contains(.invalidEmail("nope")))
// expect: 4 problems:
// expect:  - Username must not be empty
// expect:  - 'nope' is not a valid email
// expect:  - Password needs at least 8 characters
// expect:  - Age must be between 13 and 120
// expect: first error: Password needs at least 8 characters
// expect: form is valid
// expect: true
