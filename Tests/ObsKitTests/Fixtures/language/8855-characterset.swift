// Apple docs style (CharacterSet): validating usernames and passwords
import Foundation

let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-."))

func isValidUsername(_ name: String) -> Bool {
    guard (3...16).contains(name.count) else { return false }
    return name.rangeOfCharacter(from: allowed.inverted) == nil
}

for name in ["sam_99", "al", "jane.doe", "bad name", "émile", "x!y"] {
    print("\(name): \(isValidUsername(name) ? "valid" : "invalid")")
}

func passwordReport(_ password: String) -> [String] {
    var missing: [String] = []
    if password.rangeOfCharacter(from: .decimalDigits) == nil { missing.append("digit") }
    if password.rangeOfCharacter(from: .uppercaseLetters) == nil { missing.append("uppercase") }
    if password.rangeOfCharacter(from: .lowercaseLetters) == nil { missing.append("lowercase") }
    if password.rangeOfCharacter(from: .punctuationCharacters.union(.symbols)) == nil { missing.append("symbol") }
    return missing
}
for pw in ["hunter2", "Tr0ub4dor&3", "PASSWORD", "abc!"] {
    let missing = passwordReport(pw)
    print("\(pw): \(missing.isEmpty ? "strong" : "missing " + missing.joined(separator: ", "))")
}

let vowels = CharacterSet(charactersIn: "aeiouAEIOU")
let sentence = "Foundation makes apps easier"
let vowelCount = sentence.unicodeScalars.filter { vowels.contains($0) }.count
print("vowels: \(vowelCount)")

let digits = CharacterSet.decimalDigits
print("contains 7: \(digits.contains("7")), contains x: \(digits.contains("x"))")
print("whitespace tab: \(CharacterSet.whitespaces.contains("\t")), newline: \(CharacterSet.whitespaces.contains("\n"))")

var hexDigits = CharacterSet(charactersIn: "0123456789")
hexDigits.insert(charactersIn: "abcdefABCDEF")
for candidate in ["1f3A", "ff00zz", "C0FFEE"] {
    let ok = candidate.unicodeScalars.allSatisfy { hexDigits.contains($0) }
    print("\(candidate) is hex: \(ok)")
}

let words = "one,two;three four".components(separatedBy: CharacterSet(charactersIn: ",; "))
print(words)
let subset = CharacterSet(charactersIn: "abc").isSubset(of: .lowercaseLetters)
print("abc subset of lowercase: \(subset)")

// expect: sam_99: valid
// expect: al: invalid
// expect: jane.doe: valid
// expect: bad name: invalid
// expect: émile: valid
// expect: x!y: invalid
// expect: hunter2: missing uppercase, symbol
// expect: Tr0ub4dor&3: strong
// expect: PASSWORD: missing digit, lowercase, symbol
// expect: abc!: missing digit, uppercase
// expect: vowels: 12
// expect: contains 7: true, contains x: false
// expect: whitespace tab: true, newline: false
// expect: 1f3A is hex: true
// expect: ff00zz is hex: false
// expect: C0FFEE is hex: true
// expect: ["one", "two", "three", "four"]
// expect: abc subset of lowercase: true
