// Swift by Sundell style (closures as properties): a validation rule builder with stored closures, @autoclosure and @escaping
struct Validator<Value> {
    let name: String
    let isValid: (Value) -> Bool

    static func rule(_ name: String, _ check: @escaping (Value) -> Bool) -> Validator {
        Validator(name: name, isValid: check)
    }

    func and(_ other: Validator) -> Validator {
        Validator(name: "\(name) & \(other.name)") { self.isValid($0) && other.isValid($0) }
    }

    var negated: Validator { Validator(name: "!\(name)") { !self.isValid($0) } }
}

extension Validator where Value == String {
    static var nonEmpty: Validator { .rule("nonEmpty") { !$0.isEmpty } }
    static func minLength(_ n: Int) -> Validator { .rule("min\(n)") { $0.count >= n } }
    static var hasDigit: Validator { .rule("digit") { $0.contains(where: \.isNumber) } }
}

func validate<V>(_ value: V, _ validators: [Validator<V>]) -> [String] {
    validators.filter { !$0.isValid(value) }.map(\.name)
}

let password: [Validator<String>] = [.nonEmpty, .minLength(8), .hasDigit]
for candidate in ["", "hunter2", "correcthorse", "s3cretpass"] {
    let failures = validate(candidate, password)
    print("\"\(candidate)\":", failures.isEmpty ? "ok" : failures.joined(separator: ","))
}
let combined = Validator<String>.minLength(3).and(.hasDigit)
print(combined.name, combined.isValid("a1b"), combined.negated.name, combined.negated.isValid("ab"))

var evaluations = 0
func expensive(_ v: Int) -> Int { evaluations += 1; return v * 2 }
func check(_ condition: Bool, orElse fallback: @autoclosure () -> Int) -> Int {
    condition ? 0 : fallback()
}
print(check(true, orElse: expensive(5)), check(false, orElse: expensive(7)), "evaluations:", evaluations)

func logIf(_ flag: Bool, _ message: @autoclosure () -> String) {
    if flag { print("LOG:", message()) }
}
logIf(false, "never \(expensive(1))")
logIf(true, "value \(expensive(21))")
print("evaluations:", evaluations)

final class Counter {
    private var handlers: [(Int) -> Void] = []
    private(set) var value = 0
    func observe(_ h: @escaping (Int) -> Void) { handlers.append(h) }
    func increment(by n: Int = 1) { value += n; handlers.forEach { $0(value) } }
}
let counter = Counter()
var seen: [Int] = []
counter.observe { seen.append($0) }
counter.observe { if $0 % 2 == 0 { seen.append(-$0) } }
for n in [1, 1, 3] { counter.increment(by: n) }
print(seen, counter.value)
let ints: [Validator<Int>] = [.rule("positive") { $0 > 0 }, .rule("even") { $0 % 2 == 0 }]
print([-2, 3, 4].map { validate($0, ints) })

// expect: "": nonEmpty,min8,digit
// expect: "hunter2": min8
// expect: "correcthorse": digit
// expect: "s3cretpass": ok
// expect: min3 & digit true !min3 & digit true
// expect: 0 14 evaluations: 1
// expect: LOG: value 42
// expect: evaluations: 2
// expect: [1, 2, -2, 5] 5
// expect: [["positive"], ["even"], []]
