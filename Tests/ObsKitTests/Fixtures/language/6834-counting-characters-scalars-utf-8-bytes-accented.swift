// Swift book style (Unicode views): counting characters, scalars and UTF-8 bytes of accented and emoji text
let samples = ["café", "cafe\u{301}", "🇫🇷", "👨‍👩‍👧", "naïve", "Dog‼🐶"]

for s in samples {
    print(s, s.count, s.unicodeScalars.count, s.utf8.count, s.utf16.count)
}

let precomposed = "caf\u{E9}"
let decomposed = "cafe\u{301}"
print(precomposed == decomposed)
print(precomposed.utf8.count, decomposed.utf8.count)

let dogString = "Dog‼🐶"
for scalar in dogString.unicodeScalars {
    print(scalar.value, terminator: " ")
}
print()
for byte in dogString.utf8 {
    print(byte, terminator: " ")
}
print()
for unit in dogString.utf16 {
    print(unit, terminator: " ")
}
print()

var word = "cafe"
print("the number of characters in \(word) is \(word.count)")
word += "\u{301}"
print("the number of characters in \(word) is \(word.count)")

let hexScalars = "A😀".unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
print(hexScalars.joined(separator: " "))

let regional = "\u{1F1FA}\u{1F1F8}"
print(regional, regional.count)

let enclosed = "\u{E9}\u{20DD}"
print(enclosed.count, enclosed.unicodeScalars.count)
print("e\u{301}" == "é", "e\u{301}".unicodeScalars.first!.value)

// expect: café 4 4 5 4
// expect: café 4 5 6 5
// expect: 🇫🇷 1 2 8 4
// expect: 👨‍👩‍👧 1 5 18 8
// expect: naïve 5 5 6 5
// expect: Dog‼🐶 5 5 10 6
// expect: true
// expect: 5 6
// expect: 68 111 103 8252 128054 
// expect: 68 111 103 226 128 188 240 159 144 182 
// expect: 68 111 103 8252 55357 56374 
// expect: the number of characters in cafe is 4
// expect: the number of characters in café is 4
// expect: U+41 U+1F600
// expect: 🇺🇸 1
// expect: 1 2
// expect: true 101
