// App code style: password strength checker with OptionSet-like rule enum, CaseIterable and character tests
enum Rule: String, CaseIterable {
    case length = "at least 8 characters"
    case uppercase = "an uppercase letter"
    case digit = "a digit"
    case symbol = "a symbol"

    func isSatisfied(by password: String) -> Bool {
        switch self {
        case .length: return password.count >= 8
        case .uppercase: return password.contains { $0.isUppercase }
        case .digit: return password.contains { $0.isNumber }
        case .symbol: return password.contains { !$0.isLetter && !$0.isNumber }
        }
    }
}

enum Strength: Int, Comparable, CustomStringConvertible {
    case weak, fair, strong
    static func < (a: Strength, b: Strength) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["weak", "fair", "strong"][rawValue] }
}

func evaluate(_ password: String) -> (Strength, missing: [Rule]) {
    let missing = Rule.allCases.filter { !$0.isSatisfied(by: password) }
    let strength: Strength
    switch missing.count {
    case 0: strength = .strong
    case 1...2: strength = .fair
    default: strength = .weak
    }
    return (strength, missing)
}

let candidates = ["abc", "password1", "Password1", "Pa$$w0rd!", "SHORT!1"]
var results: [(String, Strength)] = []
for candidate in candidates {
    let (strength, missing) = evaluate(candidate)
    results.append((candidate, strength))
    let hint = missing.isEmpty ? "" : " - needs " + missing.map(\.rawValue).joined(separator: ", ")
    print("\(candidate): \(strength)\(hint)")
}
let best = results.max { $0.1 < $1.1 }!
print("Best: \(best.0)")
print("All at least fair: \(results.allSatisfy { $0.1 >= .fair })")
print("Rules: \(Rule.allCases.count)")
// expect: abc: weak - needs at least 8 characters, an uppercase letter, a digit, a symbol
// expect: password1: fair - needs an uppercase letter, a symbol
// expect: Password1: fair - needs a symbol
// expect: Pa$$w0rd!: strong
// expect: SHORT!1: fair - needs at least 8 characters
// expect: Best: Pa$$w0rd!
// expect: All at least fair: false
// expect: Rules: 4
