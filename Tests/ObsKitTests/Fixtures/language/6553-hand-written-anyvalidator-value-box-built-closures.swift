// Swift by Sundell style (type erasure): a hand-written AnyValidator<Value> box built from closures, so validators of one value type share an array
protocol Validator {
    associatedtype Value
    var name: String { get }
    func validate(_ value: Value) -> Bool
}

struct MinLength: Validator {
    let length: Int
    var name: String { "min\(length)" }
    func validate(_ value: String) -> Bool { value.count >= length }
}

struct ContainsDigit: Validator {
    var name: String { "digit" }
    func validate(_ value: String) -> Bool { value.contains { $0.isNumber } }
}

struct InRange: Validator {
    let range: ClosedRange<Int>
    var name: String { "in \(range)" }
    func validate(_ value: Int) -> Bool { range.contains(value) }
}

struct AnyValidator<Value>: Validator {
    let name: String
    private let check: (Value) -> Bool
    init<V: Validator>(_ base: V) where V.Value == Value {
        name = base.name
        check = base.validate
    }
    func validate(_ value: Value) -> Bool { check(value) }
}

func failures<T>(of value: T, against validators: [AnyValidator<T>]) -> [String] {
    validators.filter { !$0.validate(value) }.map(\.name)
}

let password: [AnyValidator<String>] = [AnyValidator(MinLength(length: 8)), AnyValidator(ContainsDigit())]
for candidate in ["abc", "abcdefgh", "abc12345", "x1"] {
    let failed = failures(of: candidate, against: password)
    print(candidate, failed.isEmpty ? "ok" : "fails \(failed)")
}

let ages = [AnyValidator(InRange(range: 0...130))]
print(failures(of: 42, against: ages), failures(of: 200, against: ages))

// expect: abc fails ["min8", "digit"]
// expect: abcdefgh fails ["digit"]
// expect: abc12345 ok
// expect: x1 fails ["min8"]
// expect: [] ["in 0...130"]
