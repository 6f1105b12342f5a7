// Advanced Swift style (type erasure by hand): an AnyValidator box built from closures that hides a protocol with an associated type
protocol Validator {
    associatedtype Input
    func validate(_ input: Input) -> [String]
}

struct MinLength: Validator {
    let n: Int
    func validate(_ input: String) -> [String] { input.count < n ? ["shorter than \(n)"] : [] }
}

struct NoSpaces: Validator {
    func validate(_ input: String) -> [String] { input.contains(" ") ? ["contains a space"] : [] }
}

struct InRange: Validator {
    let range: ClosedRange<Int>
    func validate(_ input: Int) -> [String] { range.contains(input) ? [] : ["\(input) not in \(range)"] }
}

struct AnyValidator<Input>: Validator {
    private let _validate: (Input) -> [String]
    let name: String
    init<V: Validator>(_ base: V) where V.Input == Input {
        _validate = base.validate
        name = String(describing: V.self)
    }
    init(name: String, _ f: @escaping (Input) -> [String]) {
        _validate = f
        self.name = name
    }
    func validate(_ input: Input) -> [String] { _validate(input) }
}

extension AnyValidator {
    static func all(_ vs: [AnyValidator]) -> AnyValidator {
        AnyValidator(name: "all(\(vs.map(\.name).joined(separator: ",")))") { input in vs.flatMap { $0.validate(input) } }
    }
    func pullback<T>(_ f: @escaping (T) -> Input) -> AnyValidator<T> {
        AnyValidator<T>(name: "pullback(\(name))") { self.validate(f($0)) }
    }
}

let password = AnyValidator.all([AnyValidator(MinLength(n: 8)), AnyValidator(NoSpaces())])
print(password.name)
for candidate in ["hunter2", "correct horse", "s3cretpassword", "a b"] {
    let problems = password.validate(candidate)
    print(candidate, "->", problems.isEmpty ? "ok" : problems.joined(separator: "; "))
}
let age = AnyValidator(InRange(range: 0...130))
print(age.name, age.validate(42), age.validate(200))
struct Person { let name: String; let age: Int }
let personAge = age.pullback(\Person.age)
let personName = password.pullback { (p: Person) in p.name }
let person = AnyValidator.all([personAge, personName])
print(person.name)
print(person.validate(Person(name: "Jo", age: -1)))
print(person.validate(Person(name: "Josephine", age: 30)))

// expect: all(MinLength,NoSpaces)
// expect: hunter2 -> shorter than 8
// expect: correct horse -> contains a space
// expect: s3cretpassword -> ok
// expect: a b -> shorter than 8; contains a space
// expect: InRange [] ["200 not in 0...130"]
// expect: all(pullback(InRange),pullback(all(MinLength,NoSpaces)))
// expect: ["-1 not in 0...130", "shorter than 8"]
// expect: []
