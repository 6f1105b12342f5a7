// App code style: validating form fields with CharacterSet unions, inversion and scalar checks
import Foundation

func onlyContains(_ s: String, _ set: CharacterSet) -> Bool {
    s.unicodeScalars.allSatisfy { set.contains($0) }
}

let usernameSet = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-"))
let candidates = ["ada_l", "bob smith", "c-3po", "émile", "x!y", ""]
for c in candidates {
    let ok = !c.isEmpty && onlyContains(c, usernameSet)
    print("username '\(c)': \(ok ? "valid" : "invalid")")
}

let pin = "12a4"
let badRange = pin.rangeOfCharacter(from: CharacterSet.decimalDigits.inverted)
if let r = badRange {
    print("pin bad char '\(pin[r])' at offset \(pin.distance(from: pin.startIndex, to: r.lowerBound))")
}

let phone = "+1 (555) 010-9988 ext. 12"
let digits = phone.components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
print("digits only:", digits)

let vowels = CharacterSet(charactersIn: "aeiouAEIOU")
let consonants = CharacterSet.letters.subtracting(vowels)
let word = "Programming"
let vowelCount = word.unicodeScalars.filter { vowels.contains($0) }.count
let consonantCount = word.unicodeScalars.filter { consonants.contains($0) }.count
print("\(word): \(vowelCount) vowels, \(consonantCount) consonants")

let password = "Secr3t!pass"
let checks: [(String, CharacterSet)] = [
    ("uppercase", .uppercaseLetters),
    ("lowercase", .lowercaseLetters),
    ("digit", .decimalDigits),
    ("symbol", .punctuationCharacters.union(.symbols)),
    ("whitespace", .whitespaces),
]
for (name, set) in checks {
    print("has \(name):", password.rangeOfCharacter(from: set) != nil)
}
let trimmed = "...hello, world!!!".trimmingCharacters(in: .punctuationCharacters)
print("trimmed punctuation: \(trimmed)")
let isInverse = CharacterSet.letters.inverted.contains("7")
print("7 is in letters.inverted:", isInverse)
// expect: username 'ada_l': valid
// expect: username 'bob smith': invalid
// expect: username 'c-3po': valid
// expect: username 'émile': valid
// expect: username 'x!y': invalid
// expect: username '': invalid
// expect: pin bad char 'a' at offset 2
// expect: digits only: 1555010998812
// expect: Programming: 3 vowels, 8 consonants
// expect: has uppercase: true
// expect: has lowercase: true
// expect: has digit: true
// expect: has symbol: true
// expect: has whitespace: false
// expect: trimmed punctuation: hello, world
// expect: 7 is in letters.inverted: true
