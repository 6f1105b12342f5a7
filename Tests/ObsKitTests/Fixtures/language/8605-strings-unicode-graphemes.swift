// Swift book style (Strings and Characters): unicode scalars, extended grapheme clusters and counting characters
let eAcute: Character = "\u{E9}"
let combinedEAcute: Character = "\u{65}\u{301}"
print(eAcute, combinedEAcute, eAcute == combinedEAcute)

let precomposed: Character = "\u{D55C}"
let decomposed: Character = "\u{1112}\u{1161}\u{11AB}"
print(precomposed == decomposed)

var word = "cafe"
print(word, word.count)
word += "\u{301}"
print(word, word.count, word.unicodeScalars.count, word.utf8.count)

let flag: Character = "\u{1F1F5}\u{1F1F9}"
print(flag, String(flag).count, String(flag).unicodeScalars.count)

let sparkle = "\u{2728}"
let heart = "\u{1F496}"
print(sparkle + heart, (sparkle + heart).count, (sparkle + heart).utf16.count)

let special = "Quote: \"hi\"\tTab\\Back"
print(special)
let multi = """
    Line one
      indented two
    Line three \
    continued
    """
print(multi)
print(multi.split(separator: "\n").count)

let dog = "Dog‼🐶"
for scalar in dog.unicodeScalars {
    print(scalar.value, terminator: " ")
}
print()
print(Array(dog.utf8).count, Array(dog.utf16).count)

let latinCapitalA: Character = "A"
let cyrillicCapitalA: Character = "\u{0410}"
print(latinCapitalA == cyrillicCapitalA)

let raw = #"No \(interpolation) here, but \#(1 + 2) here"#
print(raw)
var chars: [Character] = ["s", "w", "i", "f", "t"]
chars.append("!")
print(String(chars))

// expect: é é true
// expect: true
// expect: cafe 4
// expect: café 4 5 6
// expect: 🇵🇹 1 2
// expect: ✨💖 2 3
// expect: Quote: "hi"	Tab\Back
// expect: Line one
// expect:   indented two
// expect: Line three continued
// expect: 3
// expect: 68 111 103 8252 128054 
// expect: 10 6
// expect: false
// expect: No \(interpolation) here, but 3 here
// expect: swift!
