// Apple docs style (Character properties): isLetter, isWholeNumber, wholeNumberValue, isHexDigit, hexDigitValue, isPunctuation
let chars: [Character] = ["a", "Z", "7", "٣", "F", "!", " ", "é", "½", "-", "\n"]
for c in chars {
    var traits: [String] = []
    if c.isLetter { traits.append("letter") }
    if c.isUppercase { traits.append("upper") }
    if c.isLowercase { traits.append("lower") }
    if c.isNumber { traits.append("number") }
    if c.isWholeNumber { traits.append("whole=\(c.wholeNumberValue!)") }
    if c.isHexDigit { traits.append("hex=\(c.hexDigitValue!)") }
    if c.isPunctuation { traits.append("punct") }
    if c.isWhitespace { traits.append("space") }
    if c.isNewline { traits.append("newline") }
    if c.isASCII { traits.append("ascii") }
    print("\(c.debugDescription): \(traits.joined(separator: " "))")
}

// Parsing with character properties.
func parseHex(_ s: String) -> Int? {
    var value = 0
    for c in s {
        guard let d = c.hexDigitValue else { return nil }
        value = value * 16 + d
    }
    return value
}
print("parseHex ff:", parseHex("ff") as Any, "1A3:", parseHex("1A3") as Any, "xyz:", parseHex("xyz") as Any)

let sentence = "Wait... what?! 3 cats, 12 dogs; done."
print("punctuation:", String(sentence.filter(\.isPunctuation)))
print("digits sum:", sentence.compactMap(\.wholeNumberValue).reduce(0, +))
print("words:", sentence.split { $0.isWhitespace || $0.isPunctuation }.map(String.init))
print("letters:", sentence.filter(\.isLetter).count)

// Case conversion on Character returns a String
let sharp: Character = "ß"
print("ß uppercased:", sharp.uppercased(), "count:", sharp.uppercased().count)
print("asciiValue of A:", Character("A").asciiValue!, "of é:", Character("é").asciiValue as Any)
print("symbols:", "+<$©".map { "\($0)\($0.isSymbol ? "✓" : "✗")" }.joined(separator: " "))
print("isCased:", "aA1".map(\.isCased))
let flag: Character = "🇯🇵"
print("flag scalars:", flag.unicodeScalars.count, "isLetter:", flag.isLetter)

// expect: "a": letter lower hex=10 ascii
// expect: "Z": letter upper ascii
// expect: "7": number whole=7 hex=7 ascii
// expect: "٣": number whole=3
// expect: "F": letter upper hex=15 ascii
// expect: "!": punct ascii
// expect: " ": space ascii
// expect: "é": letter lower
// expect: "½": number
// expect: "-": punct ascii
// expect: "\n": space newline ascii
// expect: parseHex ff: Optional(255) 1A3: Optional(419) xyz: nil
// expect: punctuation: ...?!,;.
// expect: digits sum: 6
// expect: words: ["Wait", "what", "3", "cats", "12", "dogs", "done"]
// expect: letters: 20
// expect: ß uppercased: SS count: 2
// expect: asciiValue of A: 65 of é: nil
// expect: symbols: +✓ <✓ $✓ ©✓
// expect: isCased: [true, true, false]
// expect: flag scalars: 2 isLetter: false
