// Compiler test style (test/stdlib/StringAPI.swift): comparing strings with control characters, canonical equivalents and slices
// known-gap: error: 4881-comparing-strings-control-characters-canonical-equivalents.swift:74:14: error: value of type 'UTF16View' has no subscripts taking (Range<String.Index>)
func cmp(_ a: String, _ b: String) -> String {
  if a == b { return "==" }
  return a < b ? "<" : ">"
}

func show(_ s: String) -> String {
  return s.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}

let pairs: [(String, String)] = [
  ("", ""),
  ("", "a"),
  ("t", "tt"),
  ("t", "Tt"),
  ("\u{0}", ""),
  ("\u{0}", "\u{0}"),
  ("\r\n", "t"),
  ("\r\n", "\n"),
  ("\u{0}", "\u{0}\u{0}"),
  ("\u{0085}", "\n"),
  ("\u{2028}", "\n"),
  ("a\u{301}", "\u{e1}"),
  ("a", "a\u{301}"),
  ("\u{304c}", "\u{304b}\u{3099}"),
  ("\u{212b}", "A\u{30a}"),
  ("\u{212b}", "\u{c5}"),
  ("A\u{30a}", "a"),
  ("\u{2126}", "\u{03a9}"),
  ("\u{1e69}", "s\u{323}\u{307}"),
  ("\u{1e69}", "s\u{307}\u{323}"),
  ("fi", "\u{fb01}"),
  ("\u{1F1E7}", "\u{1F1E7}\u{1F1E7}"),
  ("\u{0301}", "\u{0341}"),
  ("K", "\u{212A}"),
]

for (i, (l, r)) in pairs.enumerated() {
  print(i, cmp(l, r), cmp(r, l), l.count, r.count)
}

print(show("\u{212b}"), show("\u{c5}"))
print("\u{212b}" == "\u{c5}", Character("\u{212b}") == Character("\u{c5}"))
print("\r\n".count, "\r\n".unicodeScalars.count, "\r\n".utf8.count)
print(Array("a\r\nb").count)

let xs = "\u{1e69}"
print(xs == "s\u{323}\u{307}", xs != "s\u{323}\u{307}")
print(xs.utf8.count, "s\u{323}\u{307}".utf8.count)

let decomposed = "cafe\u{301}!"
let composed = "caf\u{e9}!"
print(decomposed == composed)
print(decomposed.dropFirst(2) == composed.dropFirst(2))
print(decomposed.dropLast(1) < composed)
print(decomposed.hasPrefix("caf"), decomposed.hasPrefix("cafe"), composed.hasPrefix("cafe"))
print(decomposed.hasSuffix("\u{e9}!"), composed.hasSuffix("e\u{301}!"))

let words = ["zeta", "Zeta", "\u{e9}t\u{e9}", "ete", "e\u{301}te\u{301}", "\u{0}", "apple", ""]
print(words.sorted().map { $0.debugDescription })
print(Set(words).count)
print(words.max()!.debugDescription, words.min()!.debugDescription)

let joined = ["hello", "world"].joined()
print(joined == "helloworld", joined.count)
let s = String(repeating: "x", count: 1000)
print(Array(s.utf8).count, s.utf16.count)

let emoji = "Hurray\u{1F389}"
let u16 = emoji.utf16
let start = u16.index(u16.startIndex, offsetBy: 2)
let end = u16.index(u16.startIndex, offsetBy: 6)
print(String(u16[start..<end]) as Any)
print(u16.count, emoji.count, emoji.unicodeScalars.count)
print(String(emoji.unicodeScalars.dropLast()), emoji.unicodeScalars.last!.value)

// expect: 0 == == 0 0
// expect: 1 < > 0 1
// expect: 2 < > 1 2
// expect: 3 > < 1 2
// expect: 4 > < 1 0
// expect: 5 == == 1 1
// expect: 6 < > 1 1
// expect: 7 > < 1 1
// expect: 8 < > 1 2
// expect: 9 > < 1 1
// expect: 10 > < 1 1
// expect: 11 == == 1 1
// expect: 12 < > 1 1
// expect: 13 == == 1 1
// expect: 14 == == 1 1
// expect: 15 == == 1 1
// expect: 16 > < 1 1
// expect: 17 == == 1 1
// expect: 18 == == 1 1
// expect: 19 == == 1 1
// expect: 20 < > 2 1
// expect: 21 < > 1 1
// expect: 22 == == 1 1
// expect: 23 == == 1 1
// expect: U+212B U+C5
// expect: true true
// expect: 1 2 2
// expect: 3
// expect: true false
// expect: 3 5
// expect: true
// expect: true
// expect: false
// expect: true false false
// expect: true true
// expect: ["\"\"", "\"\\0\"", "\"Zeta\"", "\"apple\"", "\"ete\"", "\"zeta\"", "\"été\"", "\"été\""]
// expect: 7
// expect: "été" ""
// expect: true 10
// expect: 1000 1000
// expect: Optional("rray")
// expect: 8 7 7
// expect: Hurray 127881
