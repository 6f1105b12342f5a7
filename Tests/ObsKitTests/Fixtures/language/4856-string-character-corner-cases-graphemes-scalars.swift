// Compiler test style: String and Character corner cases — graphemes, scalars, views and comparisons
let composed = "\u{E9}"
let decomposed = "e\u{301}"
print(composed == decomposed, composed.count, decomposed.count)
print(composed.unicodeScalars.count, decomposed.unicodeScalars.count)
print(composed.utf8.count, decomposed.utf8.count, decomposed.utf16.count)
print(Character(composed) == Character(decomposed))
print(Set([composed, decomposed]).count)

let flag = "🇫🇷"
print(flag.count, flag.unicodeScalars.count, flag.utf16.count, flag.utf8.count)
let flags = "🇫🇷🇩🇪🇯🇵"
print(flags.count, String(flags.reversed()))
let family = "👨‍👩‍👧"
print(family.count, family.unicodeScalars.count)
print("\r\n".count, "\n\r".count, Array("a\r\nb").count)

let word = "café"
print(word.count, word.uppercased(), word.hasSuffix("é"), word.hasSuffix("e"))
print(word.contains("é"), word.contains("e"))
print(Array(word), word.last!, word.first!)

let idx = word.index(word.startIndex, offsetBy: 3)
print(word[idx], word[..<idx], word[idx...])
print(word.distance(from: word.startIndex, to: word.endIndex))
if let e = word.firstIndex(of: "é") { print(word.distance(from: word.startIndex, to: e)) }

let zalgo = "a\u{300}\u{301}\u{302}"
print(zalgo.count, zalgo.unicodeScalars.count, zalgo.unicodeScalars.map { String($0.value, radix: 16) })

print("a" < "b", "Z" < "a", "é" > "f", "abc" < "abd", "" < "a")
print(["b", "a", "C", "á", "A"].sorted())
print("e\u{301}" < "f", "e\u{301}" > "e")

let c: Character = "x"
print(c.isLetter, c.isASCII, c.asciiValue!, c.unicodeScalars.first!.value)
let digit: Character = "7"
print(digit.wholeNumberValue!, digit.isNumber, ("٣" as Character).wholeNumberValue!)
print(Character("\u{1F600}").utf16.count, Character("\u{1F600}").utf8.count)

var s = "hello"
s.insert("!", at: s.endIndex)
s.insert(contentsOf: "oh ", at: s.startIndex)
print(s)
s.removeFirst(3)
s.removeLast()
print(s, s.count)
let dropped = s.dropFirst(2).dropLast(1)
print(dropped, type(of: dropped), dropped.startIndex == s.index(s.startIndex, offsetBy: 2))

let mixed = "a1b2c3"
print(mixed.filter(\.isNumber), mixed.filter(\.isLetter), mixed.compactMap(\.wholeNumberValue).reduce(0, +))
print(String(mixed.reversed()), mixed.split(whereSeparator: \.isNumber))

let emoji = "I ❤️ Swift"
let emojiParts: [Substring] = emoji.split(separator: " ")
print(emoji.count, emoji.unicodeScalars.count, emojiParts.map { $0.count })

let multi = """
  line one
    indented
  line three
  """
let multiLines: [Substring] = multi.split(separator: "\n")
print(multiLines.map { $0.count })
print(multi.contains("\n    indented"))

let raw = #"a\nb "quoted" \#(1 + 1)"#
print(raw, raw.count)
let escapes = "tab:\t|quote:\"|backslash:\\|unicode:\u{41}"
print(escapes)

let scalars = "ABC".unicodeScalars.map { Character(Unicode.Scalar($0.value + 1)!) }
print(String(scalars))
print(String(repeating: "ab", count: 3), String(repeating: Character("é"), count: 2).count)
print("Hello".lowercased() == "hello", "straße".uppercased(), "ǅ".lowercased())
print("x".isEmpty, "".isEmpty, " ".isEmpty, "abc".starts(with: "ab"))

// expect: true 1 1
// expect: 1 2
// expect: 2 3 2
// expect: true
// expect: 1
// expect: 1 2 4 8
// expect: 3 🇯🇵🇩🇪🇫🇷
// expect: 1 5
// expect: 1 2 3
// expect: 4 CAFÉ true false
// expect: true false
// expect: ["c", "a", "f", "é"] é c
// expect: é caf é
// expect: 4
// expect: 3
// expect: 1 4 ["61", "300", "301", "302"]
// expect: true true true true true
// expect: ["A", "C", "a", "b", "á"]
// expect: false true
// expect: true true 120 120
// expect: 7 true 3
// expect: 2 4
// expect: oh hello!
// expect: hello 5
// expect: ll Substring true
// expect: 123 abc 6
// expect: 3c2b1a ["a", "b", "c"]
// expect: 9 10 [1, 1, 5]
// expect: [8, 10, 10]
// expect: false
// expect: a\nb "quoted" 2 15
// expect: tab:	|quote:"|backslash:\|unicode:A
// expect: BCD
// expect: ababab 2
// expect: true STRASSE ǆ
// expect: false true false true
