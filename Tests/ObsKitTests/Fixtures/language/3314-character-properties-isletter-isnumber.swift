// Swift book style: Character properties isLetter, isNumber, isWhitespace, isUppercase, asciiValue
let sample = "Swift 6.0 ships in 2024, Olé!"
var letters = 0, digits = 0, spaces = 0, punctuation = 0, uppercase = 0
for ch in sample {
    if ch.isLetter { letters += 1 }
    if ch.isNumber { digits += 1 }
    if ch.isWhitespace { spaces += 1 }
    if ch.isPunctuation { punctuation += 1 }
    if ch.isUppercase { uppercase += 1 }
}
print("letters=\(letters) digits=\(digits) spaces=\(spaces) punct=\(punctuation) upper=\(uppercase)")

let chars: [Character] = ["A", "z", "7", "é", " ", "?"]
for c in chars {
    let ascii = c.asciiValue.map(String.init) ?? "nil"
    print("'\(c)' ascii=\(ascii) isASCII=\(c.isASCII) hex=\(c.isHexDigit) wholeNumber=\(c.wholeNumberValue.map(String.init) ?? "-")")
}
print(Character("q").uppercased(), Character("Q").lowercased())
print("ß".uppercased())

let digitsOnly = sample.filter(\.isNumber)
print(digitsOnly)
let sum = digitsOnly.compactMap(\.wholeNumberValue).reduce(0, +)
print("digit sum: \(sum)")
let caesar = String("Hello".map { c -> Character in
    guard let v = c.asciiValue, c.isLetter else { return c }
    let base: UInt8 = c.isUppercase ? 65 : 97
    return Character(UnicodeScalar((v - base + 3) % 26 + base))
})
print(caesar)
// expect: letters=15 digits=6 spaces=5 punct=3 upper=2
// expect: 'A' ascii=65 isASCII=true hex=true wholeNumber=-
// expect: 'z' ascii=122 isASCII=true hex=false wholeNumber=-
// expect: '7' ascii=55 isASCII=true hex=true wholeNumber=7
// expect: 'é' ascii=nil isASCII=false hex=false wholeNumber=-
// expect: ' ' ascii=32 isASCII=true hex=false wholeNumber=-
// expect: '?' ascii=63 isASCII=true hex=false wholeNumber=-
// expect: Q q
// expect: SS
// expect: 602024
// expect: digit sum: 14
// expect: Khoor
