// Swift Regex style (password policy): contains(_:) with several regexes scores passwords and lists missing rules
struct Rule {
    let description: String
    let regex: Regex<Substring>
}

let rules = [
    Rule(description: "a lowercase letter", regex: #/[a-z]/#),
    Rule(description: "an uppercase letter", regex: #/[A-Z]/#),
    Rule(description: "a digit", regex: #/\d/#),
    Rule(description: "a symbol", regex: #/[^A-Za-z0-9\s]/#),
    Rule(description: "at least 10 characters", regex: #/^.{10,}$/#),
]
let forbidden = #/(.)\1\1/#

func check(_ password: String) -> (score: Int, missing: [String]) {
    var missing: [String] = []
    for rule in rules where !password.contains(rule.regex) {
        missing.append(rule.description)
    }
    var score = rules.count - missing.count
    if password.contains(forbidden) {
        missing.append("no character three times in a row")
        score -= 1
    }
    return (max(score, 0), missing)
}

let candidates = ["password", "Passw0rd!", "correct horse battery staple", "Tr0ub4dor&3xyz", "aaaBBB111!!!", "Zz9#"]
for candidate in candidates {
    let result = check(candidate)
    let stars = String(repeating: "*", count: result.score)
    print("\(candidate): \(stars) (\(result.score)/5)")
    if !result.missing.isEmpty {
        print("  needs: \(result.missing.joined(separator: "; "))")
    }
}

// expect: password: * (1/5)
// expect:   needs: an uppercase letter; a digit; a symbol; at least 10 characters
// expect: Passw0rd!: **** (4/5)
// expect:   needs: at least 10 characters
// expect: correct horse battery staple: ** (2/5)
// expect:   needs: an uppercase letter; a digit; a symbol
// expect: Tr0ub4dor&3xyz: ***** (5/5)
// expect: aaaBBB111!!!: **** (4/5)
// expect:   needs: no character three times in a row
// expect: Zz9#: **** (4/5)
// expect:   needs: at least 10 characters
