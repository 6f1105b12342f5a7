// Compiler test style: validation rules stored as closures in enum payloads and arrays
enum Rule {
    case required
    case minLength(Int)
    case custom(String, (String) -> Bool)

    var check: (String) -> String? {
        switch self {
        case .required:
            return { $0.isEmpty ? "is required" : nil }
        case .minLength(let n):
            return { $0.count < n ? "must be at least \(n) chars" : nil }
        case .custom(let message, let pred):
            return { pred($0) ? nil : message }
        }
    }
}

func validate(_ field: String, _ value: String, _ rules: [Rule]) -> [String] {
    rules.compactMap { $0.check(value) }.map { "\(field) \($0)" }
}

let passwordRules: [Rule] = [
    .required,
    .minLength(8),
    .custom("needs a digit") { $0.contains(where: \.isNumber) },
    .custom("needs uppercase") { s in s.contains { $0.isUppercase } },
]
for candidate in ["", "abc", "abcdefgh1", "Abcdefgh1"] {
    let errs = validate("password", candidate, passwordRules)
    print("'\(candidate)':", errs.isEmpty ? "ok" : errs.joined(separator: "; "))
}
let all: (String) -> Bool = { v in passwordRules.allSatisfy { $0.check(v) == nil } }
print(["Zz9zzzzz", "zz"].map(all))
print([Rule]().allSatisfy { $0.check("") == nil })
// expect: '': password is required; password must be at least 8 chars; password needs a digit; password needs uppercase
// expect: 'abc': password must be at least 8 chars; password needs a digit; password needs uppercase
// expect: 'abcdefgh1': password needs uppercase
// expect: 'Abcdefgh1': ok
// expect: [true, false]
// expect: true
