// App code style: form validation with rethrows helpers, try!, and custom error descriptions
enum ValidationError: Error, CustomStringConvertible {
    case empty(field: String)
    case tooShort(field: String, min: Int)
    case invalidEmail(String)

    var description: String {
        switch self {
        case .empty(let field): return "\(field) must not be empty"
        case let .tooShort(field, min): return "\(field) needs at least \(min) characters"
        case .invalidEmail(let email): return "'\(email)' is not an email"
        }
    }
}
struct SignUpForm {
    var username: String
    var email: String
    var password: String
}

func validateAll<T>(_ values: [T], _ check: (T) throws -> Void) rethrows -> Int {
    var count = 0
    for value in values {
        try check(value)
        count += 1
    }
    return count
}

func validate(_ form: SignUpForm) throws {
    guard !form.username.isEmpty else { throw ValidationError.empty(field: "username") }
    guard form.password.count >= 8 else { throw ValidationError.tooShort(field: "password", min: 8) }
    guard form.email.contains("@"), !form.email.hasPrefix("@") else {
        throw ValidationError.invalidEmail(form.email)
    }
}

let forms = [
    SignUpForm(username: "sam", email: "sam@example.com", password: "supersecret"),
    SignUpForm(username: "", email: "x@y.z", password: "12345678"),
    SignUpForm(username: "kim", email: "kim@site.io", password: "short"),
    SignUpForm(username: "lee", email: "@nope", password: "longenough"),
]

for (i, form) in forms.enumerated() {
    do {
        try validate(form)
        print("form \(i): ok")
    } catch {
        print("form \(i): \(error)")
    }
}

let nonThrowing = validateAll([1, 2, 3]) { _ in }
print("checked without try: \(nonThrowing)")
do {
    let n = try validateAll(forms, validate)
    print("all valid: \(n)")
} catch let error as ValidationError {
    print("stopped at: \(error)")
}
let okCount = try! validateAll(Array(forms.prefix(1)), validate)
print("try! count: \(okCount)")
// expect: form 0: ok
// expect: form 1: username must not be empty
// expect: form 2: password needs at least 8 characters
// expect: form 3: '@nope' is not an email
// expect: checked without try: 3
// expect: stopped at: username must not be empty
// expect: try! count: 1
