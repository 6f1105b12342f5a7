// Apple docs style (CharacterSet): testing unicode scalars for membership
import Foundation

let sample = "Hi 5! ÉtÉ\tok_"
let sets: [(String, CharacterSet)] = [
    ("alphanumerics", .alphanumerics),
    ("letters", .letters),
    ("decimalDigits", .decimalDigits),
    ("whitespaces", .whitespaces),
    ("punctuation", .punctuationCharacters),
    ("uppercase", .uppercaseLetters),
]

for (name, set) in sets {
    let hits = sample.unicodeScalars.filter { set.contains($0) }
    print("\(name): \(hits.count) ->", hits.map { $0.escaped(asASCII: true) }.joined())
}

// Checking individual scalars
let scalars: [Unicode.Scalar] = ["a", "Z", "7", " ", "\n", "-", "_", "é"]
for s in scalars {
    let flags = [
        CharacterSet.alphanumerics.contains(s) ? "alnum" : nil,
        CharacterSet.decimalDigits.contains(s) ? "digit" : nil,
        CharacterSet.whitespacesAndNewlines.contains(s) ? "space" : nil,
        CharacterSet.lowercaseLetters.contains(s) ? "lower" : nil,
    ].compactMap { $0 }
    print("U+\(String(s.value, radix: 16, uppercase: true)) \(s.escaped(asASCII: true)): \(flags.isEmpty ? "-" : flags.joined(separator: ","))")
}

// Custom sets
let vowels = CharacterSet(charactersIn: "aeiouAEIOU")
let word = "Encyclopedia"
let vowelCount = word.unicodeScalars.filter { vowels.contains($0) }.count
print("vowels in \(word):", vowelCount)

// Validating input with inverted sets
func isValidIdentifier(_ s: String) -> Bool {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_"))
    guard let first = s.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else {
        return false
    }
    return s.rangeOfCharacter(from: allowed.inverted) == nil
}
for candidate in ["userName", "user_name2", "2fast", "has space", "dash-ed", ""] {
    print("'\(candidate)' valid:", isValidIdentifier(candidate))
}

// Set algebra
let hex = CharacterSet(charactersIn: "0123456789abcdefABCDEF")
let hexLetters = hex.subtracting(.decimalDigits)
print("hex letter 'c':", hexLetters.contains("c"), "hex letter '4':", hexLetters.contains("4"))
let both = CharacterSet.letters.intersection(hex)
print("letters ∩ hex contains 'F':", both.contains("F"), "'g':", both.contains("g"))
print("isSuperset(decimalDigits ⊇ hexdigits):", CharacterSet.decimalDigits.isSuperset(of: hex))
print("isSuperset(hex ⊇ 0-9 ascii):", hex.isSuperset(of: CharacterSet(charactersIn: "0123456789")))

// expect: alphanumerics: 8 -> Hi5\u{00C9}t\u{00C9}ok
// expect: letters: 7 -> Hi\u{00C9}t\u{00C9}ok
// expect: decimalDigits: 1 -> 5
// expect: whitespaces: 3 ->   \t
// expect: punctuation: 2 -> !_
// expect: uppercase: 3 -> H\u{00C9}\u{00C9}
// expect: U+61 a: alnum,lower
// expect: U+5A Z: alnum
// expect: U+37 7: alnum,digit
// expect: U+20  : space
// expect: U+A \n: space
// expect: U+2D -: -
// expect: U+5F _: -
// expect: U+E9 \u{00E9}: alnum,lower
// expect: vowels in Encyclopedia: 5
// expect: 'userName' valid: true
// expect: 'user_name2' valid: true
// expect: '2fast' valid: false
// expect: 'has space' valid: false
// expect: 'dash-ed' valid: false
// expect: '' valid: false
// expect: hex letter 'c': true hex letter '4': false
// expect: letters ∩ hex contains 'F': true 'g': false
// expect: isSuperset(decimalDigits ⊇ hexdigits): false
// expect: isSuperset(hex ⊇ 0-9 ascii): true
