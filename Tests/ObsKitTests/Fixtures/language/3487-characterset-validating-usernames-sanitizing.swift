// App code style: CharacterSet for validating usernames and sanitizing phone numbers
import Foundation

let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_."))
func isValidUsername(_ name: String) -> Bool {
    !name.isEmpty && name.unicodeScalars.allSatisfy { allowed.contains($0) }
}
for name in ["ada_l", "grace.hopper", "bad name", "x!", "", "ok123"] {
    print("'\(name)' valid: \(isValidUsername(name))")
}

let phone = "+1 (555) 010-9999 ext. 12"
let digitsOnly = phone.components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
print("digits:", digitsOnly)
let filtered = String(phone.unicodeScalars.filter { CharacterSet.decimalDigits.contains($0) })
print("filtered:", filtered, "same:", filtered == digitsOnly)

let messy = "\n\t  Hello, World!!  \n"
print("[\(messy.trimmingCharacters(in: .whitespacesAndNewlines))]")
print("[\(messy.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters)))]")
let sentence = "Hello, world; how are you?"
let words = sentence.components(separatedBy: CharacterSet.punctuationCharacters.union(.whitespaces)).filter { !$0.isEmpty }
print("words:", words)

let vowels = CharacterSet(charactersIn: "aeiouAEIOU")
let noVowels = String("Programming in Swift".unicodeScalars.filter { !vowels.contains($0) })
print("no vowels:", noVowels)
print("uppercase letters:", "iPhone SE and iPad".unicodeScalars.filter { CharacterSet.uppercaseLetters.contains($0) }.count)
print("has symbol:", "price: $5".rangeOfCharacter(from: .symbols) != nil)
print("has newline:", "one line".rangeOfCharacter(from: .newlines) != nil)
var custom = CharacterSet(charactersIn: "abc")
custom.insert(charactersIn: "xyz")
custom.remove("b")
print("custom:", "abcxyz".unicodeScalars.map { custom.contains($0) ? "1" : "0" }.joined())
print("subset:", CharacterSet(charactersIn: "123").isSubset(of: .decimalDigits))
// expect: 'ada_l' valid: true
// expect: 'grace.hopper' valid: true
// expect: 'bad name' valid: false
// expect: 'x!' valid: false
// expect: '' valid: false
// expect: 'ok123' valid: true
// expect: digits: 1555010999912
// expect: filtered: 1555010999912 same: true
// expect: [Hello, World!!]
// expect: [Hello, World]
// expect: words: ["Hello", "world", "how", "are", "you"]
// expect: no vowels: Prgrmmng n Swft
// expect: uppercase letters: 4
// expect: has symbol: true
// expect: has newline: false
// expect: custom: 101111
// expect: subset: true
