// Foundation in app code: CharacterSet for trimming whitespace/punctuation and filtering characters
import Foundation

let raw = "   \n  Hello, World!  \t\n"
let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
print("[\(trimmed)]")

let punctuated = "...!!Swift??.."
print(punctuated.trimmingCharacters(in: .punctuationCharacters))

let phone = "(555) 123-4567"
let digits = phone.unicodeScalars.filter { CharacterSet.decimalDigits.contains($0) }
print(String(String.UnicodeScalarView(digits)))

let onlyDigits = phone.components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
print(onlyDigits)

let username = "swift_dev42"
let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_"))
print("Valid username: \(username.unicodeScalars.allSatisfy { allowed.contains($0) })")
print("Invalid username: \("bad name!".unicodeScalars.allSatisfy { allowed.contains($0) })")

let custom = CharacterSet(charactersIn: "#/")
print("#/path/to/thing/#".trimmingCharacters(in: custom))
print("Has uppercase: \("helLo".rangeOfCharacter(from: .uppercaseLetters) != nil)")

// expect: [Hello, World!]
// expect: Swift
// expect: 5551234567
// expect: 5551234567
// expect: Valid username: true
// expect: Invalid username: false
// expect: path/to/thing
// expect: Has uppercase: true
