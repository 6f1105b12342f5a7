// Strings and Characters: extended grapheme clusters, counting, canonical equivalence, scalar, UTF-8 and UTF-16 views.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let nTilde: Character = "\u{F1}"
let combinedNTilde: Character = "\u{6E}\u{303}"
print(nTilde, combinedNTilde, nTilde == combinedNTilde)
let syllable: Character = "\u{AC00}"
let syllableParts: Character = "\u{1100}\u{1161}"
print(syllable, syllableParts, syllable == syllableParts)
let keycapOne: Character = "1\u{FE0F}\u{20E3}"
let flagJapan: Character = "\u{1F1EF}\u{1F1F5}"
print(keycapOne, flagJapan)
var word = "resume"
print("the number of characters in \(word) is \(word.count)")
word += "\u{301}"
print("the number of characters in \(word) is \(word.count)")
print(word.unicodeScalars.count, word.utf8.count, word.utf16.count)
let petSign = "Cat★🐈"
print(petSign.utf8.map { String($0) }.joined(separator: " "))
print(petSign.utf16.map { String($0) }.joined(separator: " "))
for scalar in petSign.unicodeScalars {
    print("\(scalar.value) \(scalar)")
}
let latinSmallO = "\u{6F}"
let greekSmallOmicron = "\u{3BF}"
print(latinSmallO == greekSmallOmicron)
print("🇯🇵🇧🇷".count, "👩‍💻".count, "👩‍💻".unicodeScalars.count)
print("naïve".contains("ï"), "Ä".lowercased(), "straße".uppercased())

// expect: ñ ñ true
// expect: 가 가 true
// expect: 1️⃣ 🇯🇵
// expect: the number of characters in resume is 6
// expect: the number of characters in resumé is 6
// expect: 7 8 7
// expect: 67 97 116 226 152 133 240 159 144 136
// expect: 67 97 116 9733 55357 56328
// expect: 67 C
// expect: 97 a
// expect: 116 t
// expect: 9733 ★
// expect: 128008 🐈
// expect: false
// expect: 2 1 3
// expect: true ä STRASSE
