// Swift compiler execution test style (Unicode views): unicodeScalars values, utf8 and utf16 counts, grapheme clusters vs scalars, String(UnicodeScalar) and escapes
let words = ["cafe", "café", "cafe\u{301}", "👍🏽", "🇫🇷", "ﬃ"]
for w in words {
    print(w, w.count, w.unicodeScalars.count, w.utf8.count, w.utf16.count)
}
print("café" == "cafe\u{301}", "café".unicodeScalars.elementsEqual("cafe\u{301}".unicodeScalars))
print("A€😀".unicodeScalars.map { $0.value })
print("A€😀".unicodeScalars.map { String($0.value, radix: 16, uppercase: true) })
print(Array("hi".utf8), Array("é".utf8), Array("😀".utf16))
let scalars = (0x41...0x45).compactMap(UnicodeScalar.init)
print(String(String.UnicodeScalarView(scalars)), scalars.map { Character($0) })
print("\u{48}\u{49}", "tab[\t]".count, "quote\"s", "back\\slash")
let s = "héllo wörld"
print(s.unicodeScalars.filter { $0.isASCII }.count, s.unicodeScalars.filter { !$0.isASCII }.map { $0.value })
print(s.unicodeScalars.first!.properties.isAlphabetic, UnicodeScalar("7").properties.numericType != nil)
print(UnicodeScalar(0x1F600).map { String($0) } ?? "?", UnicodeScalar(0xD800) == nil)
let flag = "🇯🇵🇺🇸"
print(flag.count, flag.unicodeScalars.count, flag.map { $0.unicodeScalars.count })
var built = ""
for v: UInt32 in [83, 119, 105, 102, 116] { built.unicodeScalars.append(UnicodeScalar(v)!) }
print(built)
let idx = s.index(s.startIndex, offsetBy: 7)
print(s[idx], s.distance(from: s.startIndex, to: idx), s.utf8.distance(from: s.utf8.startIndex, to: idx))
print(String(decoding: [72, 105, 0xE2, 0x82, 0xAC], as: UTF8.self))
print("e\u{301}".last!.unicodeScalars.map { $0.value }, Character("e\u{301}") == Character("é"))
print("ǅ".uppercased(), "ǅ".lowercased(), "İ".lowercased().unicodeScalars.count)

// expect: cafe 4 4 4 4
// expect: café 4 4 5 4
// expect: café 4 5 6 5
// expect: 👍🏽 1 2 8 4
// expect: 🇫🇷 1 2 8 4
// expect: ﬃ 1 1 3 1
// expect: true false
// expect: [65, 8364, 128512]
// expect: ["41", "20AC", "1F600"]
// expect: [104, 105] [195, 169] [55357, 56832]
// expect: ABCDE ["A", "B", "C", "D", "E"]
// expect: HI 6 quote"s back\slash
// expect: 9 [233, 246]
// expect: true true
// expect: 😀 true
// expect: 2 4 [2, 2]
// expect: Swift
// expect: ö 7 8
// expect: Hi€
// expect: [101, 769] true
// expect: Ǆ ǆ 2
