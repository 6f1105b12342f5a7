// Foundation string helpers: `trimmingCharacters(in:)` with whitespace and custom CharacterSets, `components(separatedBy:)` with strings and sets, and `rangeOfCharacter(from:)`.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let raw = "   \t  Hello, world!  \n"
print("[\(raw.trimmingCharacters(in: .whitespacesAndNewlines))]")
print("[\(raw.trimmingCharacters(in: .whitespaces))]".count)

let slug = "--my--post--"
print(slug.trimmingCharacters(in: CharacterSet(charactersIn: "-")))

let csv = "name,age,,city"
print(csv.components(separatedBy: ","))
print("a - b - c".components(separatedBy: " - "))

let sentence = "one two\tthree\nfour"
print(sentence.components(separatedBy: .whitespacesAndNewlines))
let messy = "alpha; beta,gamma ;delta"
let parts = messy.components(separatedBy: CharacterSet(charactersIn: ";,"))
    .map { $0.trimmingCharacters(in: .whitespaces) }
print(parts)

func isValidUsername(_ s: String) -> Bool {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_"))
    return !s.isEmpty && s.rangeOfCharacter(from: allowed.inverted) == nil
}
for name in ["kit_42", "bad name", "", "ok"] {
    print("'\(name)'", isValidUsername(name))
}

let phone = "(555) 010-4477"
let digits = phone.components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
print(digits)
print("ABC123".rangeOfCharacter(from: .decimalDigits) != nil, "ABC".rangeOfCharacter(from: .decimalDigits) != nil)
print(CharacterSet.uppercaseLetters.contains("Q"), CharacterSet.punctuationCharacters.contains("!"))

// expect: [Hello, world!]
// expect: 18
// expect: my--post
// expect: ["name", "age", "", "city"]
// expect: ["a", "b", "c"]
// expect: ["one", "two", "three", "four"]
// expect: ["alpha", "beta", "gamma", "delta"]
// expect: 'kit_42' true
// expect: 'bad name' false
// expect: '' false
// expect: 'ok' true
// expect: 5550104477
// expect: true false
// expect: true true
