// Tutorial style (CharacterSet): building sets with union, subtracting and inverted and testing membership
import Foundation

let vowels = CharacterSet(charactersIn: "aeiouAEIOU")
let consonants = CharacterSet.letters.subtracting(vowels)
let hexDigits = CharacterSet(charactersIn: "0123456789abcdefABCDEF")

func classify(_ ch: Unicode.Scalar) -> String {
    var tags: [String] = []
    if vowels.contains(ch) { tags.append("vowel") }
    if consonants.contains(ch) { tags.append("consonant") }
    if CharacterSet.decimalDigits.contains(ch) { tags.append("digit") }
    if hexDigits.contains(ch) { tags.append("hex") }
    if CharacterSet.whitespaces.contains(ch) { tags.append("space") }
    if CharacterSet.punctuationCharacters.contains(ch) { tags.append("punct") }
    if CharacterSet.symbols.contains(ch) { tags.append("symbol") }
    if CharacterSet.uppercaseLetters.contains(ch) { tags.append("upper") }
    return tags.isEmpty ? "other" : tags.joined(separator: "+")
}

for scalar in "aB7 f!$é\t".unicodeScalars {
    print("U+\(String(scalar.value, radix: 16, uppercase: true)) \(classify(scalar))")
}

let both = vowels.intersection(hexDigits)
print("vowel hex:", "aeiouAEIOU".unicodeScalars.filter { both.contains($0) }.map(String.init).joined())

let sym = vowels.symmetricDifference(hexDigits)
print("sym diff has a:", sym.contains("a"), "has b:", sym.contains("b"), "has u:", sym.contains("u"))

print(CharacterSet.decimalDigits.isSubset(of: .alphanumerics))
print(hexDigits.isSuperset(of: CharacterSet(charactersIn: "abc")))
print(vowels.isDisjoint(with: CharacterSet.decimalDigits))

var custom = CharacterSet()
custom.insert(charactersIn: "xyz")
custom.insert("!")
custom.remove("y")
custom.formUnion(CharacterSet(charactersIn: "123"))
print("x!y1".unicodeScalars.map { custom.contains($0) })

let range = CharacterSet(charactersIn: "a"..."f")
print("cafe".unicodeScalars.allSatisfy { range.contains($0) }, "coffee".unicodeScalars.allSatisfy { range.contains($0) })

let noVowels = "Programming in Swift".unicodeScalars.filter { !vowels.contains($0) }
print(String(String.UnicodeScalarView(noVowels)))
print("Hello, World!".trimmingCharacters(in: consonants.union(.punctuationCharacters)))
// expect: U+61 vowel+hex
// expect: U+42 consonant+hex+upper
// expect: U+37 digit+hex
// expect: U+20 space
// expect: U+66 consonant+hex
// expect: U+21 punct
// expect: U+24 symbol
// expect: U+E9 consonant
// expect: U+9 space
// expect: vowel hex: aeAE
// expect: sym diff has a: false has b: true has u: true
// expect: true
// expect: true
// expect: true
// expect: [true, true, false, true]
// expect: true false
// expect: Prgrmmng n Swft
// expect: ello, Wo
