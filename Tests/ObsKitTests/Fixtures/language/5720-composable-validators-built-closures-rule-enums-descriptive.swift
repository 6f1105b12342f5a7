// Swift by Sundell style (validation): composable validators built from closures and rule enums with descriptive errors
struct ValidationError: Error, CustomStringConvertible {
    let field: String
    let reason: String
    var description: String { "\(field): \(reason)" }
}

struct Validator<Value> {
    let validate: (Value) -> [String]

    static func rule(_ reason: String, _ check: @escaping (Value) -> Bool) -> Validator {
        Validator { check($0) ? [] : [reason] }
    }

    func and(_ other: Validator) -> Validator {
        Validator { self.validate($0) + other.validate($0) }
    }

    func pullback<Root>(_ keyPath: KeyPath<Root, Value>) -> Validator<Root> {
        Validator<Root> { self.validate($0[keyPath: keyPath]) }
    }
}

extension Validator where Value == String {
    static func minLength(_ n: Int) -> Validator { .rule("shorter than \(n)") { $0.count >= n } }
    static let notEmpty = Validator.rule("is empty") { !$0.isEmpty }
    static func contains(_ c: Character) -> Validator { .rule("missing '\(c)'") { $0.contains(c) } }
}

extension Validator where Value == Int {
    static func range(_ r: ClosedRange<Int>) -> Validator { .rule("not in \(r)") { r.contains($0) } }
}

struct Signup {
    var username: String
    var email: String
    var age: Int
}

func check(_ form: Signup) -> [ValidationError] {
    let fields: [(String, Validator<Signup>)] = [
        ("username", Validator<String>.notEmpty.and(.minLength(3)).pullback(\.username)),
        ("email", Validator<String>.contains("@").and(.contains(".")).pullback(\.email)),
        ("age", Validator<Int>.range(13...120).pullback(\.age)),
    ]
    return fields.flatMap { name, validator in
        validator.validate(form).map { ValidationError(field: name, reason: $0) }
    }
}

let forms = [
    Signup(username: "swifty", email: "s@ex.io", age: 30),
    Signup(username: "", email: "nope", age: 7),
    Signup(username: "al", email: "al@home", age: 200),
]
for form in forms {
    let errors = check(form)
    print(errors.isEmpty ? "\(form.username) ok" : errors.map(\.description).joined(separator: "; "))
}

// expect: swifty ok
// expect: username: is empty; username: shorter than 3; email: missing '@'; email: missing '.'; age: not in 13...120
// expect: username: shorter than 3; email: missing '.'; age: not in 13...120
