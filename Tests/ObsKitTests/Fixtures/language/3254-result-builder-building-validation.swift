// App code style: result builder building a validation rule list with buildBlock over arrays
struct Rule<Value> {
    let message: String
    let check: (Value) -> Bool
}

@resultBuilder
struct RulesBuilder<Value> {
    static func buildExpression(_ rule: Rule<Value>) -> [Rule<Value>] { [rule] }
    static func buildBlock(_ rules: [Rule<Value>]...) -> [Rule<Value>] { rules.flatMap { $0 } }
    static func buildOptional(_ rules: [Rule<Value>]?) -> [Rule<Value>] { rules ?? [] }
    static func buildEither(first rules: [Rule<Value>]) -> [Rule<Value>] { rules }
    static func buildEither(second rules: [Rule<Value>]) -> [Rule<Value>] { rules }
}

struct Validator<Value> {
    let rules: [Rule<Value>]
    init(@RulesBuilder<Value> _ build: () -> [Rule<Value>]) {
        rules = build()
    }
    func validate(_ value: Value) -> [String] {
        rules.filter { !$0.check(value) }.map { $0.message }
    }
}

func minLength(_ n: Int) -> Rule<String> {
    Rule(message: "must be at least \(n) characters") { $0.count >= n }
}
func contains(_ c: Character, _ label: String) -> Rule<String> {
    Rule(message: "must contain \(label)") { $0.contains(c) }
}
let requireDigit = Rule<String>(message: "must contain a digit") { s in s.contains { $0.isNumber } }

let strict = true
let passwordValidator = Validator<String> {
    minLength(8)
    requireDigit
    if strict {
        contains("!", "an exclamation mark")
    }
}

for candidate in ["abc", "abcdefgh1", "hunter2!", "longpassword1!"] {
    let errors = passwordValidator.validate(candidate)
    if errors.isEmpty {
        print("\(candidate): ok")
    } else {
        print("\(candidate): " + errors.joined(separator: "; "))
    }
}

let ageValidator = Validator<Int> {
    Rule(message: "must be positive") { $0 > 0 }
    if strict {
        Rule(message: "must be adult") { $0 >= 18 }
    } else {
        Rule(message: "must be teen") { $0 >= 13 }
    }
    Rule(message: "must be realistic") { $0 < 130 }
}
for age in [-1, 16, 42, 200] {
    print(age, ageValidator.validate(age))
}
print(ageValidator.rules.count, passwordValidator.rules.count)
// expect: abc: must be at least 8 characters; must contain a digit; must contain an exclamation mark
// expect: abcdefgh1: must contain an exclamation mark
// expect: hunter2!: ok
// expect: longpassword1!: ok
// expect: -1 ["must be positive", "must be adult"]
// expect: 16 ["must be adult"]
// expect: 42 []
// expect: 200 ["must be realistic"]
// expect: 3 3
