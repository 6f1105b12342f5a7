// Compiler test style: Character from Unicode.Scalar, scalar properties and ranges of characters
let scalar = Unicode.Scalar(0x41)!
let ch = Character(scalar)
print(ch, scalar.value)
let range: ClosedRange<Character> = "a"..."f"
print(range.contains("c"), range.contains("z"), range.contains("A"))

let scalarRange = UnicodeScalar(97)...UnicodeScalar(101)
let letters = (scalarRange.lowerBound.value...scalarRange.upperBound.value).compactMap(Unicode.Scalar.init).map(Character.init)
print(String(letters))

let s = "Zoë"
for sc in s.unicodeScalars {
  print(sc, sc.value, sc.properties.isUppercase, sc.properties.isLowercase)
}
print(Unicode.Scalar("\u{1F600}").properties.isEmojiPresentation)
print(Character("7").unicodeScalars.first!.properties.numericType != nil)
let escaped = "\u{E9}\t".unicodeScalars.map { $0.escaped(asASCII: true) }
print(escaped)
// expect: A 65
// expect: true false false
// expect: abcde
// expect: Z 90 true false
// expect: o 111 false true
// expect: ë 235 false true
// expect: true
// expect: true
// expect: ["\\u{00E9}", "\\t"]
