// App code style: form validation framework using a result builder and protocol composition
// known-gap: error: 4123-form-validation-framework-using.swift:60:28: error: no match for call to 'check(_:_:)'; expected 'check(_:field:)'
struct ValidationError: CustomStringConvertible {
    let field: String
    let message: String
    var description: String { "\(field): \(message)" }
}

protocol Rule {
    associatedtype Value
    func check(_ value: Value, field: String) -> ValidationError?
}

struct AnyRule<Value> {
    let check: (Value, String) -> ValidationError?
    init<R: Rule>(_ r: R) where R.Value == Value { check = r.check }
}

struct NotEmpty: Rule {
    func check(_ value: String, field: String) -> ValidationError? {
        value.isEmpty ? ValidationError(field: field, message: "must not be empty") : nil
    }
}
struct Length: Rule {
    let range: ClosedRange<Int>
    func check(_ value: String, field: String) -> ValidationError? {
        range.contains(value.count) ? nil : ValidationError(field: field, message: "length \(value.count) not in \(range.lowerBound)...\(range.upperBound)")
    }
}
struct Contains: Rule {
    let ch: Character
    func check(_ value: String, field: String) -> ValidationError? {
        value.contains(ch) ? nil : ValidationError(field: field, message: "must contain '\(ch)'")
    }
}
struct InRange: Rule {
    let range: ClosedRange<Int>
    func check(_ value: Int, field: String) -> ValidationError? {
        range.contains(value) ? nil : ValidationError(field: field, message: "\(value) out of range")
    }
}

@resultBuilder
enum RulesBuilder<Value> {
    static func buildExpression<R: Rule>(_ r: R) -> [AnyRule<Value>] where R.Value == Value { [AnyRule(r)] }
    static func buildBlock(_ parts: [AnyRule<Value>]...) -> [AnyRule<Value>] { parts.flatMap { $0 } }
    static func buildOptional(_ p: [AnyRule<Value>]?) -> [AnyRule<Value>] { p ?? [] }
    static func buildEither(first: [AnyRule<Value>]) -> [AnyRule<Value>] { first }
    static func buildEither(second: [AnyRule<Value>]) -> [AnyRule<Value>] { second }
}

struct Field<Model, Value> {
    let name: String
    let get: (Model) -> Value
    let rules: [AnyRule<Value>]
    init(_ name: String, _ get: @escaping (Model) -> Value, @RulesBuilder<Value> rules: () -> [AnyRule<Value>]) {
        self.name = name; self.get = get; self.rules = rules()
    }
    func validate(_ m: Model) -> [ValidationError] {
        rules.compactMap { $0.check(get(m), name) }
    }
}

struct SignupForm {
    var username: String
    var email: String
    var age: Int
}

let strict = true
let usernameField = Field<SignupForm, String>("username", { $0.username }) {
    NotEmpty()
    if strict { Length(range: 3...12) }
}
let emailField = Field<SignupForm, String>("email", \.email) {
    NotEmpty()
    if strict { Contains(ch: "@"); Contains(ch: ".") } else { Contains(ch: "@") }
}
let ageField = Field<SignupForm, Int>("age", \.age) { InRange(range: 13...120) }

func validate(_ f: SignupForm) -> [ValidationError] {
    usernameField.validate(f) + emailField.validate(f) + ageField.validate(f)
}

let forms = [
    SignupForm(username: "ann", email: "ann@example.com", age: 30),
    SignupForm(username: "", email: "nope", age: 9),
    SignupForm(username: "averyveryverylongname", email: "x@y", age: 200),
]
for (i, f) in forms.enumerated() {
    let errs = validate(f)
    print("form \(i): \(errs.isEmpty ? "valid" : "\(errs.count) error(s)")")
    errs.forEach { print("  -", $0) }
}
print("rule counts:", usernameField.rules.count, emailField.rules.count, ageField.rules.count)
// expect: form 0: valid
// expect: form 1: 5 error(s)
// expect:   - username: must not be empty
// expect:   - username: length 0 not in 3...12
// expect:   - email: must contain '@'
// expect:   - email: must contain '.'
// expect:   - age: 9 out of range
// expect: form 2: 3 error(s)
// expect:   - username: length 21 not in 3...12
// expect:   - email: must contain '.'
// expect:   - age: 200 out of range
// expect: rule counts: 2 3 1
