// Tutorial style (password rules): checking password strength with rangeOfCharacter(from:)
import Foundation

enum Rule: String, CaseIterable {
    case length = "at least 8 characters"
    case upper = "an uppercase letter"
    case lower = "a lowercase letter"
    case digit = "a digit"
    case symbol = "a symbol"
    case noSpace = "no spaces"
}

func failures(_ pw: String) -> [Rule] {
    let symbols = CharacterSet.punctuationCharacters.union(.symbols)
    var failed: [Rule] = []
    if pw.count < 8 { failed.append(.length) }
    if pw.rangeOfCharacter(from: .uppercaseLetters) == nil { failed.append(.upper) }
    if pw.rangeOfCharacter(from: .lowercaseLetters) == nil { failed.append(.lower) }
    if pw.rangeOfCharacter(from: .decimalDigits) == nil { failed.append(.digit) }
    if pw.rangeOfCharacter(from: symbols) == nil { failed.append(.symbol) }
    if pw.rangeOfCharacter(from: .whitespacesAndNewlines) != nil { failed.append(.noSpace) }
    return failed
}

func strength(_ pw: String) -> String {
    let score = Rule.allCases.count - failures(pw).count
    switch score {
    case 6: return "strong"
    case 4...5: return "medium"
    default: return "weak"
    }
}

let candidates = ["password", "Passw0rd!", "short1A!", "ALLUPPER123", "with space 1A!", "Ünïcode9#x", "12345678"]
for pw in candidates {
    let f = failures(pw)
    let masked = String(repeating: "*", count: pw.count)
    if f.isEmpty {
        print("\(masked) \(strength(pw))")
    } else {
        print("\(masked) \(strength(pw)): needs " + f.map { $0.rawValue }.joined(separator: ", "))
    }
}

let pw = "Passw0rd!"
if let r = pw.rangeOfCharacter(from: .decimalDigits) {
    print("first digit at", pw.distance(from: pw.startIndex, to: r.lowerBound))
}
if let r = pw.rangeOfCharacter(from: .letters, options: .backwards) {
    print("last letter:", pw[r])
}
let repeated = pw.lowercased().range(of: #"(.)\1"#, options: .regularExpression)
print("repeated pair:", repeated.map { String(pw[$0]) } ?? "none")
// expect: ******** weak: needs an uppercase letter, a digit, a symbol
// expect: ********* strong
// expect: ******** strong
// expect: *********** medium: needs a lowercase letter, a symbol
// expect: ************** medium: needs no spaces
// expect: ********** strong
// expect: ******** weak: needs an uppercase letter, a lowercase letter, a symbol
// expect: first digit at 5
// expect: last letter: d
// expect: repeated pair: ss
