// Compiler test style: ExpressibleByUnicodeScalarLiteral and grapheme literals
// Checks custom types from single-character literals (unicode scalar and
// extended grapheme cluster literals), printing of Unicode.Scalar values,
// scalar properties, and Character vs String vs Unicode.Scalar defaults.

struct Glyph: ExpressibleByUnicodeScalarLiteral, CustomStringConvertible {
  var scalar: Unicode.Scalar
  init(unicodeScalarLiteral value: Unicode.Scalar) { scalar = value }
  var description: String { "U+" + String(scalar.value, radix: 16, uppercase: true) }
}
let g: Glyph = "A"
print(g)
let gs: [Glyph] = ["a", "é", "€"]
print(gs)

// Grapheme cluster literal.
struct Letter: ExpressibleByExtendedGraphemeClusterLiteral {
  var ch: Character
  init(extendedGraphemeClusterLiteral value: Character) { ch = value }
}
let l: Letter = "e\u{301}"
print(l.ch, l.ch.unicodeScalars.count)

// Unicode.Scalar printing.
let s: Unicode.Scalar = "Z"
print(s)
print(s.value)
debugPrint(s)
print([s])
print(Unicode.Scalar(97) as Any)
print(Unicode.Scalar(0xD800) as Any)

// Scalars of a string.
let word = "héllo"
print(word.unicodeScalars.map { $0.value })
print(word.unicodeScalars.count, word.count, word.utf8.count)

// Character.
let ch: Character = "x"
print(ch, ch.isLetter, ch.asciiValue as Any)
let emoji: Character = "👍"
print(emoji.unicodeScalars.count, emoji.utf16.count)
print(Character("7").wholeNumberValue as Any)

// Default literal types.
let a = "q"
print(type(of: a))
let b: Character = "q"
print(type(of: b))
let c: Unicode.Scalar = "q"
print(type(of: c))

// String-literal type that also accepts scalars (inherited requirement).
struct Name: ExpressibleByStringLiteral {
  var text: String
  init(stringLiteral value: String) { text = value }
}
let n1: Name = "Bob"
let n2: Name = "B"
print(n1.text, n2.text)

// Escapes in scalar literals.
let tab: Unicode.Scalar = "\t"
print(tab.value)
let heart: Unicode.Scalar = "\u{2665}"
print(heart, heart.value)
debugPrint(Character("\u{2665}"))

// Building a string from scalars.
var built = ""
for v in [72, 105, 33] as [UInt32] {
  if let sc = Unicode.Scalar(v) {
    built.unicodeScalars.append(sc)
  }
}
print(built)

// expect: U+41
// expect: [U+61, U+E9, U+20AC]
// expect: é 2
// expect: Z
// expect: 90
// expect: "Z"
// expect: ["Z"]
// expect: Optional("a")
// expect: nil
// expect: [104, 233, 108, 108, 111]
// expect: 5 5 6
// expect: x true Optional(120)
// expect: 1 2
// expect: Optional(7)
// expect: String
// expect: Character
// expect: Scalar
// expect: Bob B
// expect: 9
// expect: ♥ 9829
// expect: "♥"
// expect: Hi!
