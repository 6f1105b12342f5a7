// App code style: form validation with throwing validators and rethrows
enum ValidationError: Error, Equatable, CustomStringConvertible {
    case empty(field: String)
    case tooShort(field: String, min: Int)
    case invalidFormat(field: String)
    case outOfRange(field: String, range: ClosedRange<Int>)

    var description: String {
        switch self {
        case .empty(let f): return "\(f) is required"
        case let .tooShort(f, min): return "\(f) must be at least \(min) characters"
        case .invalidFormat(let f): return "\(f) has an invalid format"
        case let .outOfRange(f, r): return "\(f) must be between \(r.lowerBound) and \(r.upperBound)"
        }
    }
}

typealias Validator = (String, String) throws -> Void

let required: Validator = { field, value in
    if value.trimmingPrefix(" ").isEmpty { throw ValidationError.empty(field: field) }
}
func minLength(_ n: Int) -> Validator {
    return { field, value in
        if value.count < n { throw ValidationError.tooShort(field: field, min: n) }
    }
}
let emailShape: Validator = { field, value in
    let parts = value.split(separator: "@")
    guard parts.count == 2, parts[1].contains("."), !parts[0].isEmpty else {
        throw ValidationError.invalidFormat(field: field)
    }
}
func intRange(_ r: ClosedRange<Int>) -> Validator {
    return { field, value in
        guard let n = Int(value) else { throw ValidationError.invalidFormat(field: field) }
        guard r.contains(n) else { throw ValidationError.outOfRange(field: field, range: r) }
    }
}

func validateAll(_ values: [String: String], rules: [(String, [Validator])]) -> [ValidationError] {
    var errors: [ValidationError] = []
    for (field, validators) in rules {
        let value = values[field] ?? ""
        for v in validators {
            do { try v(field, value) } catch let e as ValidationError {
                errors.append(e)
                break
            } catch { print("unknown") }
        }
    }
    return errors
}

func firstValid<T>(_ items: [T], check: (T) throws -> Bool) rethrows -> T? {
    for item in items where try check(item) { return item }
    return nil
}

let rules: [(String, [Validator])] = [
    ("name", [required, minLength(2)]),
    ("email", [required, emailShape]),
    ("age", [required, intRange(13...120)]),
    ("password", [required, minLength(8)]),
]

let forms: [[String: String]] = [
    ["name": "Al", "email": "al@example.com", "age": "30", "password": "hunter22"],
    ["name": "", "email": "nope", "age": "9", "password": "short"],
    ["name": "B", "email": "@x.io", "age": "abc"],
]
for (i, form) in forms.enumerated() {
    let errors = validateAll(form, rules: rules)
    print("form \(i + 1): \(errors.isEmpty ? "valid" : "\(errors.count) error(s)")")
    errors.forEach { print("  - \($0)") }
}
let emails = ["bad", "x@y", "ok@mail.org", "also@ok.net"]
let firstOK = firstValid(emails) { (try? emailShape("email", $0)) != nil }
print("first valid email: \(firstOK ?? "none")")
do {
    _ = try firstValid(emails) { e in try emailShape("email", e); return true }
} catch {
    print("strict check threw: \(error)")
}
print(ValidationError.empty(field: "x") == .empty(field: "x"))

// expect: form 1: valid
// expect: form 2: 4 error(s)
// expect:   - name is required
// expect:   - email has an invalid format
// expect:   - age must be between 13 and 120
// expect:   - password must be at least 8 characters
// expect: form 3: 4 error(s)
// expect:   - name must be at least 2 characters
// expect:   - email has an invalid format
// expect:   - age has an invalid format
// expect:   - password is required
// expect: first valid email: ok@mail.org
// expect: strict check threw: email has an invalid format
// expect: true
