// Strings and Characters: extended grapheme clusters, counting, canonical equivalence, scalar, UTF-8 and UTF-16 views.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let eAcute: Character = "\u{E9}"
let combinedEAcute: Character = "\u{65}\u{301}"
print(eAcute, combinedEAcute, eAcute == combinedEAcute)
let precomposed: Character = "\u{D55C}"
let decomposed: Character = "\u{1112}\u{1161}\u{11AB}"
print(precomposed, decomposed, precomposed == decomposed)
let enclosed: Character = "\u{E9}\u{20DD}"
let flag: Character = "\u{1F1FA}\u{1F1F8}"
print(enclosed, flag)
var word = "cafe"
print("the number of characters in \(word) is \(word.count)")
word += "\u{301}"
print("the number of characters in \(word) is \(word.count)")
print(word.unicodeScalars.count, word.utf8.count, word.utf16.count)
let dogString = "Dog‼🐶"
print(dogString.utf8.map { String($0) }.joined(separator: " "))
print(dogString.utf16.map { String($0) }.joined(separator: " "))
for scalar in dogString.unicodeScalars {
    print("\(scalar.value) \(scalar)")
}
let latinCapitalA = "\u{41}"
let cyrillicCapitalA = "\u{0410}"
print(latinCapitalA == cyrillicCapitalA)
print("🇪🇸🇵🇹".count, "👨‍👩‍👧".count, "👨‍👩‍👧".unicodeScalars.count)
print("naïve".contains("ï"), "Ä".lowercased(), "straße".uppercased())

// expect: é é true
// expect: 한 한 true
// expect: é⃝ 🇺🇸
// expect: the number of characters in cafe is 4
// expect: the number of characters in café is 4
// expect: 5 6 5
// expect: 68 111 103 226 128 188 240 159 144 182
// expect: 68 111 103 8252 55357 56374
// expect: 68 D
// expect: 111 o
// expect: 103 g
// expect: 8252 ‼
// expect: 128054 🐶
// expect: false
// expect: 2 1 5
// expect: true ä STRASSE
