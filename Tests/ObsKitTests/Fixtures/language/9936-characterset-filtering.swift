// Apple docs style (CharacterSet inverted / rangeOfCharacter(from:)): cleaning strings
import Foundation

// Keep only digits from a formatted phone number
let phone = "+1 (555) 010-9999 ext. 42"
let digitsOnly = phone.components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
print("digits:", digitsOnly)

// Same thing with unicodeScalars filtering
let viaScalars = String(String.UnicodeScalarView(phone.unicodeScalars.filter { CharacterSet.decimalDigits.contains($0) }))
print("same result:", viaScalars == digitsOnly)

// Slugify a title
func slug(_ title: String) -> String {
    let lowered = title.lowercased()
    let pieces = lowered.components(separatedBy: CharacterSet.alphanumerics.inverted)
    return pieces.filter { !$0.isEmpty }.joined(separator: "-")
}
for t in ["What's New in Foundation?", "  Swift 6: Data-Race Safety  ", "A/B Testing & You"] {
    print("\(t) -> \(slug(t))")
}

// rangeOfCharacter(from:) finds the first match
let password = "hunter2!"
let checks: [(String, CharacterSet)] = [
    ("digit", .decimalDigits),
    ("uppercase", .uppercaseLetters),
    ("symbol", CharacterSet.alphanumerics.inverted),
]
for (label, set) in checks {
    if let r = password.rangeOfCharacter(from: set) {
        print("has \(label): yes at offset \(password.distance(from: password.startIndex, to: r.lowerBound))")
    } else {
        print("has \(label): no")
    }
}

// Searching backwards
let fileName = "archive.tar.gz"
if let r = fileName.rangeOfCharacter(from: CharacterSet(charactersIn: "."), options: .backwards) {
    print("extension:", fileName[r.upperBound...])
    print("stem:", fileName[..<r.lowerBound])
}

// Counting character classes
let paragraph = "In 2024, Swift 6 shipped.\nIt has 3 major themes!"
var counts = ["letters": 0, "digits": 0, "spaces": 0, "other": 0]
for scalar in paragraph.unicodeScalars {
    if CharacterSet.letters.contains(scalar) { counts["letters"]! += 1 }
    else if CharacterSet.decimalDigits.contains(scalar) { counts["digits"]! += 1 }
    else if CharacterSet.whitespacesAndNewlines.contains(scalar) { counts["spaces"]! += 1 }
    else { counts["other"]! += 1 }
}
for key in counts.keys.sorted() {
    print("\(key): \(counts[key]!)")
}

// Inverting twice gives back the original membership
let letters = CharacterSet.letters
let doubleInverted = letters.inverted.inverted
print("double inverted same for 'q':", doubleInverted.contains("q") == letters.contains("q"))
print("double inverted same for '9':", doubleInverted.contains("9") == letters.contains("9"))

// expect: digits: 1555010999942
// expect: same result: true
// expect: What's New in Foundation? -> what-s-new-in-foundation
// expect:   Swift 6: Data-Race Safety   -> swift-6-data-race-safety
// expect: A/B Testing & You -> a-b-testing-you
// expect: has digit: yes at offset 6
// expect: has uppercase: no
// expect: has symbol: yes at offset 7
// expect: extension: gz
// expect: stem: archive.tar
// expect: digits: 6
// expect: letters: 30
// expect: other: 3
// expect: spaces: 9
// expect: double inverted same for 'q': true
// expect: double inverted same for '9': true
