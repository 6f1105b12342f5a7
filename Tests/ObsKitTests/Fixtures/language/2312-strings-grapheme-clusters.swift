// Swift book style: Strings and Characters: extended grapheme clusters, counting, characters, comparison
let eAcute: Character = "\u{E9}"
let combinedEAcute: Character = "\u{65}\u{301}"
print(eAcute, combinedEAcute, eAcute == combinedEAcute)

let precomposed: Character = "\u{D55C}"
let decomposed: Character = "\u{1112}\u{1161}\u{11AB}"
print(precomposed == decomposed)

let enclosedEAcute: Character = "\u{E9}\u{20DD}"
print(String(enclosedEAcute).unicodeScalars.count)

let regionalIndicatorForUS: Character = "\u{1F1FA}\u{1F1F8}"
print(String(regionalIndicatorForUS).count, String(regionalIndicatorForUS).unicodeScalars.count)

var word = "cafe"
print("the number of characters in \(word) is \(word.count)")
word += "\u{301}"
print("the number of characters in \(word) is \(word.count)")
print("utf8 bytes: \(word.utf8.count), scalars: \(word.unicodeScalars.count)")

let quotation = "We're a lot alike, you and I."
let sameQuotation = "We're a lot alike, you and I."
if quotation == sameQuotation {
    print("These two strings are considered equal")
}
let eAcuteQuestion = "Voulez-vous un caf\u{E9}?"
let combinedEAcuteQuestion = "Voulez-vous un caf\u{65}\u{301}?"
print(eAcuteQuestion == combinedEAcuteQuestion)

let latinCapitalLetterA: Character = "\u{41}"
let cyrillicCapitalLetterA: Character = "\u{0410}"
print(latinCapitalLetterA == cyrillicCapitalLetterA)

let catCharacters: [Character] = ["C", "a", "t", "!", "\u{1F431}"]
let catString = String(catCharacters)
print(catString, catString.count)
for character in "Dog!\u{1F436}" {
    print(character, terminator: "|")
}
print()

var letters = ""
let exclamation: Character = "!"
letters.append("hi")
letters.append(exclamation)
print(letters)

let multiline = """
    Line one \
    continues here
    Line "two" has quotes
      indented line three
    """
print(multiline)
let raw = #"A raw \n string with "quotes" and \#(1 + 2)"#
print(raw)
let family = "👨‍👩‍👧‍👦"
print(family.count, family.unicodeScalars.count, family.utf16.count)

// expect: é é true
// expect: true
// expect: 2
// expect: 1 2
// expect: the number of characters in cafe is 4
// expect: the number of characters in café is 4
// expect: utf8 bytes: 6, scalars: 5
// expect: These two strings are considered equal
// expect: true
// expect: false
// expect: Cat!🐱 5
// expect: D|o|g|!|🐶|
// expect: hi!
// expect: Line one continues here
// expect: Line "two" has quotes
// expect:   indented line three
// expect: A raw \n string with "quotes" and 3
// expect: 1 7 11
