// Character properties, asciiValue arithmetic, Unicode scalar values, Caesar shifts
// known-gap: error: 9587-character-properties-ascii.swift:24:16: error: Swift runtime failure: arithmetic overflow
let samples: [Character] = ["a", "Z", "7", " ", "\n", "é", "!", "٣", "Ⅻ", "_"]
for ch in samples {
    let props = [
        ch.isLetter ? "L" : "-", ch.isNumber ? "N" : "-", ch.isWholeNumber ? "W" : "-",
        ch.isUppercase ? "U" : "-", ch.isWhitespace ? "S" : "-", ch.isPunctuation ? "P" : "-",
        ch.isASCII ? "A" : "-",
    ].joined()
    print(ch.unicodeScalars.first!.value, props, ch.wholeNumberValue as Any)
}
print(Character("a").asciiValue!, Character("é").asciiValue as Any)
func shift(_ c: Character, by k: Int) -> Character {
    guard let v = c.asciiValue, c.isLetter else { return c }
    let base: UInt8 = c.isUppercase ? 65 : 97
    let off = (Int(v - base) + k % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(off)))
}
let msg = "Hello, World! xyz"
let enc = String(msg.map { shift($0, by: 3) })
print(enc)
print(String(enc.map { shift($0, by: -3) }))
print(String(msg.map { shift($0, by: 52) }) == msg)
let letters = (UInt8(ascii: "a")...UInt8(ascii: "e")).map { Character(UnicodeScalar($0)) }
print(String(letters), letters.count)
print(Character("A") < Character("a"), Character("z") > Character("Z"), Character("é") > Character("z"))
print("ABC".unicodeScalars.map { $0.value }.reduce(0, +))
print("hex:", "Hi!".unicodeScalars.map { String($0.value, radix: 16) })
print(Character("ß").uppercased(), Character("ǆ").uppercased(), Character("İ").lowercased().count)
print(Character("a").isHexDigit, Character("G").isHexDigit, Character("f").hexDigitValue as Any)
print(Character("5").hexDigitValue as Any, Character("x").hexDigitValue as Any)
let scalar = Unicode.Scalar(0x1F600)!
print(Character(scalar), scalar.value, scalar.isASCII, String(scalar).utf8.count)
print(Character("\u{65}\u{301}") == Character("é"), "\u{65}\u{301}".count, "\u{65}\u{301}".unicodeScalars.count)
print(Unicode.Scalar(0xD800) as Any, Unicode.Scalar(65) as Any)
var counts = [Character: Int]()
for ch in "mississippi" { counts[ch, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))
let digits = "a1b22c333"
print(digits.compactMap(\.wholeNumberValue).reduce(0, +))
print(digits.filter(\.isLetter), digits.filter { !$0.isLetter }.count)
let upper = String("mixed Case 9".map { $0.isLowercase ? Character($0.uppercased()) : $0 })
print(upper)

// expect: 97 L-----A nil
// expect: 90 L--U--A nil
// expect: 55 -NW---A Optional(7)
// expect: 32 ----S-A nil
// expect: 10 ----S-A nil
// expect: 233 L------ nil
// expect: 33 -----PA nil
// expect: 1635 -NW---- Optional(3)
// expect: 8555 LNWU--- Optional(12)
// expect: 95 -----PA nil
// expect: 97 nil
// expect: Khoor, Zruog! abc
// expect: Hello, World! xyz
// expect: true
// expect: abcde 5
// expect: true true true
// expect: 198
// expect: hex: ["48", "69", "21"]
// expect: SS Ǆ 1
// expect: true false Optional(15)
// expect: Optional(5) nil
// expect: 😀 128512 false 4
// expect: true 1 2
// expect: nil Optional("A")
// expect: i4 m1 p2 s4
// expect: 14
// expect: abc 6
// expect: MIXED CASE 9
