// Course style (password validator): Character properties, OptionSet-like rules, arrays of failures
struct PasswordRule {
    let message: String
    let check: (String) -> Bool
}

let rules: [PasswordRule] = [
    PasswordRule(message: "at least 8 characters") { $0.count >= 8 },
    PasswordRule(message: "an uppercase letter") { $0.contains(where: { $0.isUppercase }) },
    PasswordRule(message: "a lowercase letter") { $0.contains(where: { $0.isLowercase }) },
    PasswordRule(message: "a digit") { $0.contains(where: { $0.isNumber }) },
    PasswordRule(message: "a symbol") { pw in
        pw.contains { !$0.isLetter && !$0.isNumber && !$0.isWhitespace }
    },
    PasswordRule(message: "no spaces") { !$0.contains(" ") },
]

func validate(_ password: String) -> [String] {
    var missing: [String] = []
    for rule in rules where !rule.check(password) {
        missing.append(rule.message)
    }
    return missing
}

func strength(_ password: String) -> String {
    let passed = rules.count - validate(password).count
    switch passed {
    case rules.count: return "strong"
    case 4...5: return "okay"
    default: return "weak"
    }
}

let candidates = ["hello", "Password1", "Tr0ub4dor&3", "ALLCAPS123!", "my pass 9X!", "S3cure#Key"]

for candidate in candidates {
    let problems = validate(candidate)
    if problems.isEmpty {
        print("\"\(candidate)\" is valid (\(strength(candidate)))")
    } else {
        print("\"\(candidate)\" needs: \(problems.joined(separator: ", ")) [\(strength(candidate))]")
    }
}

let digits = candidates.map { pw in pw.filter { $0.isNumber }.count }
print("Digit counts: \(digits)")
let longest = candidates.max { $0.count < $1.count } ?? ""
print("Longest candidate: \(longest) (\(longest.count) chars)")

// expect: "hello" needs: at least 8 characters, an uppercase letter, a digit, a symbol [weak]
// expect: "Password1" needs: a symbol [okay]
// expect: "Tr0ub4dor&3" is valid (strong)
// expect: "ALLCAPS123!" needs: a lowercase letter [okay]
// expect: "my pass 9X!" needs: no spaces [okay]
// expect: "S3cure#Key" is valid (strong)
// expect: Digit counts: [0, 1, 3, 3, 1, 1]
// expect: Longest candidate: Tr0ub4dor&3 (11 chars)
