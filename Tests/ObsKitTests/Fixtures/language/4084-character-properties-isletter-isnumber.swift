// Compiler test style: Character properties isLetter, isNumber, asciiValue and friends
let sample: [Character] = ["a", "Z", "5", " ", "!", "é", "٣", "\n", "_"]
for ch in sample {
  let desc = ch == "\n" ? "\\n" : String(ch)
  print(desc, ch.isLetter, ch.isNumber, ch.isWhitespace, ch.isPunctuation, ch.asciiValue.map(String.init) ?? "nil")
}
print(Character("A").isUppercase, Character("a").isLowercase, Character("5").isUppercase)
print(Character("7").wholeNumberValue ?? -1, Character("x").wholeNumberValue ?? -1)
print(Character("F").hexDigitValue ?? -1, Character("g").hexDigitValue ?? -1)
print(Character("a").uppercased(), Character("Q").lowercased())
print(Character("a").isHexDigit, Character("+").isMathSymbol, Character("$").isCurrencySymbol)
print(Character("\n").isNewline, Character("x").isASCII, Character("é").isASCII)

let text = "Hello, World 2024!"
print(text.filter { $0.isLetter })
print(text.filter { $0.isNumber })
print(text.filter(\.isUppercase))
print(text.compactMap { $0.asciiValue }.reduce(0) { $0 + Int($1) })
let shifted = String(text.map { ch -> Character in
  guard let v = ch.asciiValue, ch.isLowercase else { return ch }
  return Character(Unicode.Scalar((v - 97 + 13) % 26 + 97))
})
print(shifted)
// expect: a true false false false 97
// expect: Z true false false false 90
// expect: 5 false true false false 53
// expect:   false false true false 32
// expect: ! false false false true 33
// expect: é true false false false nil
// expect: ٣ false true false false nil
// expect: \n false false true false 10
// expect: _ false false false true 95
// expect: true true false
// expect: 7 -1
// expect: 15 -1
// expect: A q
// expect: true true true
// expect: true true false
// expect: HelloWorld
// expect: 2024
// expect: HW
// expect: 1361
// expect: Hryyb, Wbeyq 2024!
