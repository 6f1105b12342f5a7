// Compiler test style (test/stdlib/Character.swift): grapheme clusters from scalars, flags, ZWJ sequences, Hangul and CRLF
func scalars(_ c: Character) -> String {
  return c.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",")
}

let samples: [String] = [
  "e\u{301}",
  "\u{1F1FA}\u{1F1F8}",
  "\u{1F1FA}\u{1F1F8}\u{1F1EF}",
  "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
  "\u{1100}\u{1161}\u{11A8}",
  "\r\n",
  "\n\r",
  "a\u{308}\u{301}",
  "\u{1F44D}\u{1F3FD}",
  "x\u{200D}",
  "\u{0915}\u{094D}\u{0937}",
  "abc",
]

for s in samples {
  let chars = Array(s)
  print(chars.count, s.unicodeScalars.count, s.utf8.count, s.utf16.count, chars.map(scalars))
}

let flag: Character = "\u{1F1E9}\u{1F1EA}"
print(flag.unicodeScalars.count, flag.utf8.count, flag.utf16.count, flag.isASCII)
let crlf: Character = "\r\n"
print(crlf.isNewline, crlf.isWhitespace, crlf.asciiValue as Any, crlf.isASCII)
let e1: Character = "\u{e9}"
let e2: Character = "e\u{301}"
print(e1 == e2, e1.unicodeScalars.count, e2.unicodeScalars.count)
print(e1.utf8.count, e2.utf8.count)
print(Array(e1.utf8), Array(e2.utf16))

var s = "cafe"
s.append("\u{301}")
print(s, s.count, s.unicodeScalars.count, s.last.map(scalars) as Any)
s.unicodeScalars.append("\u{327}")
print(s.count, s.last.map(scalars) as Any)

var flags = "\u{1F1EF}"
print(flags.count)
flags += "\u{1F1F5}"
print(flags.count)
flags += "\u{1F1EC}"
print(flags.count)
flags += "\u{1F1E7}"
print(flags.count, Array(flags).map(scalars))

let family = "\u{1F469}\u{200D}\u{1F467}"
print(family.count, family.reversed().count, String(family.reversed()) == family)
let word = "noe\u{308}l"
print(String(word.reversed()), word.count, word.reversed().map(scalars))

let chars: [Character] = ["a", "\u{e9}", "Z", "\u{1F600}", "1", " ", "\u{3000}"]
print(chars.sorted().map(scalars))
print(chars.map { $0.isLetter }, chars.map { $0.isWhitespace })
print(chars.map { $0.isASCII }, chars.map { $0.utf8.count })
print(Character("\u{41}\u{30a}") == Character("\u{c5}"), Character("\u{212b}") == "\u{c5}")

let hangul = "\u{1100}\u{1161}"
print(hangul.count, hangul == "\u{ac00}", Array(hangul).map(scalars))
let combined = "\u{1100}" + "\u{1161}"
print(combined.count)
let concatenated = "e" + "\u{301}"
print(concatenated.count, concatenated == "\u{e9}")
print(Character(Unicode.Scalar(0x1F600)!), Character(Unicode.Scalar(65)))
print(String(Character("\u{1F1FA}\u{1F1F8}")).count)

// expect: 1 2 3 2 ["65,301"]
// expect: 1 2 8 4 ["1f1fa,1f1f8"]
// expect: 2 3 12 6 ["1f1fa,1f1f8", "1f1ef"]
// expect: 1 5 18 8 ["1f468,200d,1f469,200d,1f467"]
// expect: 1 3 9 3 ["1100,1161,11a8"]
// expect: 1 2 2 2 ["d,a"]
// expect: 2 2 2 2 ["a", "d"]
// expect: 1 3 5 3 ["61,308,301"]
// expect: 1 2 8 4 ["1f44d,1f3fd"]
// expect: 1 2 4 2 ["78,200d"]
// expect: 1 3 9 3 ["915,94d,937"]
// expect: 3 3 3 3 ["61", "62", "63"]
// expect: 2 8 4 false
// expect: true true Optional(10) true
// expect: true 1 2
// expect: 2 3
// expect: [195, 169] [101, 769]
// expect: café 4 5 Optional("65,301")
// expect: 4 Optional("65,301,327")
// expect: 1
// expect: 1
// expect: 2
// expect: 2 ["1f1ef,1f1f5", "1f1ec,1f1e7"]
// expect: 1 1 true
// expect: lëon 4 ["6c", "65,308", "6f", "6e"]
// expect: ["20", "31", "5a", "61", "e9", "3000", "1f600"]
// expect: [true, true, true, false, false, false, false] [false, false, false, false, false, true, true]
// expect: [true, false, true, false, true, true, false] [1, 2, 1, 4, 1, 1, 3]
// expect: true true
// expect: 1 true ["1100,1161"]
// expect: 1
// expect: 1 true
// expect: 😀 A
// expect: 1
