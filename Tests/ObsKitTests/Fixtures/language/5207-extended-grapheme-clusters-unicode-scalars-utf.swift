// Book style (Strings and Characters): extended grapheme clusters, Unicode scalars and UTF-8/UTF-16 views
let eAcute: Character = "\u{E9}"
let combinedEAcute: Character = "\u{65}\u{301}"
print(eAcute == combinedEAcute)

var word = "cafe"
print("the number of characters in \(word) is \(word.count)")
word += "\u{301}"
print("the number of characters in \(word) is \(word.count)")
print("scalars: \(word.unicodeScalars.count)")

let dogString = "Dog‼🐶"
print(dogString.utf8.map { String($0) }.joined(separator: " "))
print(dogString.utf16.map { String($0) }.joined(separator: " "))
for scalar in dogString.unicodeScalars {
    print("\(scalar.value) ", terminator: "")
}
print()
for scalar in dogString.unicodeScalars {
    print(scalar)
}

let regionalIndicatorForUS: Character = "\u{1F1FA}\u{1F1F8}"
print(regionalIndicatorForUS, String(regionalIndicatorForUS).unicodeScalars.count)

let quotation = "We're a lot alike, you and I."
let sameQuotation = "We're a lot alike, you and I."
if quotation == sameQuotation {
    print("These two strings are considered equal")
}
let latinCapitalLetterA: Character = "\u{41}"
let cyrillicCapitalLetterA: Character = "\u{0410}"
print(latinCapitalLetterA == cyrillicCapitalLetterA ? "same" : "not equivalent")

let sparkle = "\u{2728}"
let heart = "\u{1F496}"
print(sparkle + heart, (sparkle + heart).count)
print("e\u{301}cole".hasPrefix("\u{E9}"))

// expect: true
// expect: the number of characters in cafe is 4
// expect: the number of characters in café is 4
// expect: scalars: 5
// expect: 68 111 103 226 128 188 240 159 144 182
// expect: 68 111 103 8252 55357 56374
// expect: 68 111 103 8252 128054 
// expect: D
// expect: o
// expect: g
// expect: ‼
// expect: 🐶
// expect: 🇺🇸 2
// expect: These two strings are considered equal
// expect: not equivalent
// expect: ✨💖 2
// expect: true
