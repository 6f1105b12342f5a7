// CharacterSet: trimming, splitting on a set, checking characters with rangeOfCharacter(from:) and inverted sets.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

let raw = "\t  --Hello, World!--  \n"
print("[\(raw.trimmingCharacters(in: .whitespacesAndNewlines))]")
print("[\(raw.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "-"))))]")
let sentence = "one, two;three  four"
print(sentence.components(separatedBy: CharacterSet(charactersIn: ",; ")).filter { !$0.isEmpty })
let phone = "+1 (555) 010-9999"
print(phone.components(separatedBy: CharacterSet.decimalDigits.inverted).joined())
func isIdentifier(_ text: String) -> Bool {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_"))
    return !text.isEmpty && text.rangeOfCharacter(from: allowed.inverted) == nil
}
print(["user_1", "no spaces", "", "ok"].map(isIdentifier))
var punctuation = CharacterSet.punctuationCharacters
punctuation.insert("+")
print(punctuation.contains("!"), punctuation.contains("+"), CharacterSet.letters.contains("é"))

// expect: [--Hello, World!--]
// expect: [Hello, World!]
// expect: ["one", "two", "three", "four"]
// expect: 15550109999
// expect: [true, false, false, true]
// expect: true true true
