// App code style: validation library with rules as a protocol, closures and composition
struct ValidationError: Error, CustomStringConvertible {
    let field: String, message: String
    var description: String { "\(field): \(message)" }
}

protocol Rule {
    associatedtype Input
    func check(_ value: Input) -> String?
}

struct AnyRule<Input>: Rule {
    private let f: (Input) -> String?
    init<R: Rule>(_ r: R) where R.Input == Input { f = r.check }
    init(_ message: String, _ pred: @escaping (Input) -> Bool) { f = { pred($0) ? nil : message } }
    func check(_ value: Input) -> String? { f(value) }
}

struct MinLength: Rule {
    let n: Int
    func check(_ value: String) -> String? { value.count >= n ? nil : "must be at least \(n) chars" }
}

extension Rule {
    func and<R: Rule>(_ other: R) -> AnyRule<Input> where R.Input == Input {
        AnyRule("") { _ in true }.combined(self, other)
    }
}
extension AnyRule {
    func combined<A: Rule, B: Rule>(_ a: A, _ b: B) -> AnyRule<Input> where A.Input == Input, B.Input == Input {
        AnyRule(Combo(a: AnyRule(a), b: AnyRule(b)))
    }
}
struct Combo<Input>: Rule {
    let a: AnyRule<Input>, b: AnyRule<Input>
    func check(_ value: Input) -> String? { a.check(value) ?? b.check(value) }
}

struct Validator<Model> {
    private var checks: [(Model) -> ValidationError?] = []
    func field<V>(_ name: String, _ get: @escaping (Model) -> V, _ rule: AnyRule<V>) -> Validator {
        var copy = self
        copy.checks.append { m in rule.check(get(m)).map { ValidationError(field: name, message: $0) } }
        return copy
    }
    func validate(_ m: Model) -> [ValidationError] { checks.compactMap { $0(m) } }
}

struct SignUp { var user: String; var age: Int; var email: String }

let userRule = MinLength(n: 3).and(AnyRule("no spaces allowed") { !$0.contains(" ") })
let v = Validator<SignUp>()
    .field("user", \.user, userRule)
    .field("age", \.age, AnyRule("must be adult") { $0 >= 18 })
    .field("email", \.email, AnyRule("needs @") { $0.contains("@") })

let forms = [SignUp(user: "bo", age: 20, email: "b@x"),
             SignUp(user: "big bo", age: 12, email: "nope"),
             SignUp(user: "robin", age: 33, email: "r@x.io")]
for (i, f) in forms.enumerated() {
    let errs = v.validate(f)
    print("form \(i): " + (errs.isEmpty ? "valid" : errs.map(\.description).joined(separator: "; ")))
}
// expect: form 0: user: must be at least 3 chars
// expect: form 1: user: no spaces allowed; age: must be adult; email: needs @
// expect: form 2: valid
