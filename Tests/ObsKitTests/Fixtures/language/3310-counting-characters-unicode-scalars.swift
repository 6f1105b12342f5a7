// Swift book style: counting characters, unicode scalars and extended grapheme clusters
let unusualMenagerie = "Koala 🐨, Snail 🐌, Penguin 🐧, Dromedary 🐪"
print("unusualMenagerie has \(unusualMenagerie.count) characters")

var word = "cafe"
print("the number of characters in \(word) is \(word.count)")
word += "\u{301}"
print("the number of characters in \(word) is \(word.count)")
print("unicode scalars: \(word.unicodeScalars.count)")

let eAcute: Character = "\u{E9}"
let combinedEAcute: Character = "\u{65}\u{301}"
print("eAcute == combinedEAcute: \(eAcute == combinedEAcute)")

let dogString = "Dog‼🐶"
for codeUnit in dogString.utf8 {
    print("\(codeUnit) ", terminator: "")
}
print("")
for codeUnit in dogString.utf16 {
    print("\(codeUnit) ", terminator: "")
}
print("")
for scalar in dogString.unicodeScalars {
    print("\(scalar.value) ", terminator: "")
}
print("")
for scalar in dogString.unicodeScalars {
    print("\(scalar) ")
}
let regionalIndicatorForUS: Character = "\u{1F1FA}\u{1F1F8}"
print(regionalIndicatorForUS, String(regionalIndicatorForUS).unicodeScalars.count)
// expect: unusualMenagerie has 40 characters
// expect: the number of characters in cafe is 4
// expect: the number of characters in café is 4
// expect: unicode scalars: 5
// expect: eAcute == combinedEAcute: true
// expect: 68 111 103 226 128 188 240 159 144 182 
// expect: 68 111 103 8252 55357 56374 
// expect: 68 111 103 8252 128054 
// expect: D 
// expect: o 
// expect: g 
// expect: ‼ 
// expect: 🐶 
// expect: 🇺🇸 2
