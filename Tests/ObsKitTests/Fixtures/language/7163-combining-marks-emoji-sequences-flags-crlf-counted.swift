// Standard library API style (grapheme clusters): combining marks, emoji sequences, flags and CRLF counted and indexed as Characters
let samples = ["e\u{301}", "a\u{308}\u{304}", "👨‍👩‍👧", "🇯🇵🇺🇸", "\r\n", "🏳️‍🌈", "한", "\u{1100}\u{1161}\u{11A8}", "x\u{20DD}"]
for s in samples {
    print(s.debugDescription, "count:", s.count, "scalars:", s.unicodeScalars.count, "utf16:", s.utf16.count)
}
let family = "👨‍👩‍👧"
print("family scalars:", family.unicodeScalars.map { String($0.value, radix: 16) })
let flags = "🇯🇵🇺🇸"
print("flags chars:", flags.map { String($0) })
print("flags first:", flags.first!, "last:", flags.last!)
var word = "cafe"
print("before:", word, word.count)
word.append("\u{301}")
print("after combining:", word, word.count, word.unicodeScalars.count)
print("last char scalars:", word.last!.unicodeScalars.count)
print("hasSuffix e:", word.hasSuffix("e"), "hasSuffix é:", word.hasSuffix("é"))
print("contains e:", word.contains("e"), word.contains(Character("e")))
let mixed = "Zoë👍🏼!"
print("mixed count:", mixed.count)
print("reversed:", String(mixed.reversed()))
print("characters:", mixed.map { "[\($0)]" }.joined())
let i = mixed.index(mixed.startIndex, offsetBy: 3)
print("at 3:", mixed[i], "scalars:", mixed[i].unicodeScalars.count)
print("prefix 3:", mixed.prefix(3), "suffix 2:", mixed.suffix(2))
print("crlf is one:", "a\r\nb".count, Array("a\r\nb").count)
print("canonical equal:", "\u{E9}" == "e\u{301}", "\u{E9}".count == "e\u{301}".count)
print("lexical:", "e\u{301}" < "f", "é" > "e")
print("Set dedups canonical:", Set(["\u{E9}", "e\u{301}"]).count)
print("unicode count in dictionary key:", ["e\u{301}": 1]["\u{E9}"] as Any)
let tag = "🏴󠁧󠁢󠁳󠁣󠁴󠁿"
print("tag flag:", tag.count, tag.unicodeScalars.count)
print("skin tone scalars:", "👍🏽".unicodeScalars.map { $0.properties.isEmojiModifier })
print("lowercased keeps clusters:", "ÉCOLE".lowercased(), "Straße".uppercased())

// expect: "é" count: 1 scalars: 2 utf16: 2
// expect: "ǟ" count: 1 scalars: 3 utf16: 3
// expect: "👨‍👩‍👧" count: 1 scalars: 5 utf16: 8
// expect: "🇯🇵🇺🇸" count: 2 scalars: 4 utf16: 8
// expect: "\r\n" count: 1 scalars: 2 utf16: 2
// expect: "🏳️‍🌈" count: 1 scalars: 4 utf16: 6
// expect: "한" count: 1 scalars: 1 utf16: 1
// expect: "각" count: 1 scalars: 3 utf16: 3
// expect: "x⃝" count: 1 scalars: 2 utf16: 2
// expect: family scalars: ["1f468", "200d", "1f469", "200d", "1f467"]
// expect: flags chars: ["🇯🇵", "🇺🇸"]
// expect: flags first: 🇯🇵 last: 🇺🇸
// expect: before: cafe 4
// expect: after combining: café 4 5
// expect: last char scalars: 2
// expect: hasSuffix e: false hasSuffix é: true
// expect: contains e: false false
// expect: mixed count: 5
// expect: reversed: !👍🏼ëoZ
// expect: characters: [Z][o][ë][👍🏼][!]
// expect: at 3: 👍🏼 scalars: 2
// expect: prefix 3: Zoë suffix 2: 👍🏼!
// expect: crlf is one: 3 3
// expect: canonical equal: true true
// expect: lexical: false true
// expect: Set dedups canonical: 1
// expect: unicode count in dictionary key: Optional(1)
// expect: tag flag: 1 7
// expect: skin tone scalars: [false, true]
// expect: lowercased keeps clusters: école STRASSE
