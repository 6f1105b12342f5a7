// Tutorial style (CharacterSet membership): classifying characters via unicode scalars
import Foundation

func classify(_ s: String) -> String {
    var letters = 0, digits = 0, spaces = 0, punct = 0, other = 0
    for scalar in s.unicodeScalars {
        if CharacterSet.letters.contains(scalar) { letters += 1 }
        else if CharacterSet.decimalDigits.contains(scalar) { digits += 1 }
        else if CharacterSet.whitespaces.contains(scalar) { spaces += 1 }
        else if CharacterSet.punctuationCharacters.contains(scalar) { punct += 1 }
        else { other += 1 }
    }
    return "L\(letters) D\(digits) S\(spaces) P\(punct) O\(other)"
}

print(classify("Hello, World 2024!"))
print(classify("a+b=c $5"))
print(classify("Ünïcödé 123"))

let vowels = CharacterSet(charactersIn: "aeiouAEIOU")
let word = "Programming Language"
let vowelCount = word.unicodeScalars.filter { vowels.contains($0) }.count
print("vowels:", vowelCount)
let stripped = String(word.unicodeScalars.filter { !vowels.contains($0) })
print(stripped)

let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-"))
for name in ["user_01", "bad name", "ok-name", "semi;colon"] {
    let valid = name.unicodeScalars.allSatisfy { allowed.contains($0) }
    print(name, valid)
}
print("2024".rangeOfCharacter(from: CharacterSet.decimalDigits.inverted) == nil)
// expect: L10 D4 S2 P2 O0
// expect: L3 D1 S1 P0 O3
// expect: L7 D3 S1 P0 O0
// expect: vowels: 7
// expect: Prgrmmng Lngg
// expect: user_01 true
// expect: bad name false
// expect: ok-name true
// expect: semi;colon false
// expect: true
