// Compiler test style (stdlib): String unicodeScalars/utf8/utf16 counts, Character from scalars, Unicode.Scalar properties
let words = ["cafe", "café", "naïve", "日本", "👍🏽", "e\u{301}"]
for word in words {
    print(word, word.count, word.unicodeScalars.count, word.utf8.count, word.utf16.count)
}

print("café" == "cafe\u{301}", "café".utf8.count == "cafe\u{301}".utf8.count)

let scalars = "Hi!".unicodeScalars.map { $0.value }
print(scalars)
print(Array("AZ".utf8), Array("é".utf8))
print("ß".uppercased(), "ǅ".lowercased(), "İ".lowercased().unicodeScalars.count)

let scalar = Unicode.Scalar(0x1F600)!
print(scalar, scalar.value, Character(scalar))
print(Unicode.Scalar(65), Unicode.Scalar(UInt8(97)))
print(Unicode.Scalar(0xD800) == nil)

var built = String.UnicodeScalarView()
built.append("S")
built.append(contentsOf: "wift".unicodeScalars)
print(String(built))

let letters = "abc".unicodeScalars.map { Character(Unicode.Scalar($0.value + 1)!) }
print(String(letters))

let flag = "🇳🇴"
print(flag.count, flag.unicodeScalars.count, flag.unicodeScalars.map { String($0.value, radix: 16) })
print("a\r\nb".count, Array("a\r\nb").count)
print(String(decoding: [72, 105], as: UTF8.self))

// expect: cafe 4 4 4 4
// expect: café 4 4 5 4
// expect: naïve 5 5 6 5
// expect: 日本 2 2 6 2
// expect: 👍🏽 1 2 8 4
// expect: é 1 2 3 2
// expect: true false
// expect: [72, 105, 33]
// expect: [65, 90] [195, 169]
// expect: SS ǆ 2
// expect: 😀 128512 😀
// expect: Optional("A") a
// expect: true
// expect: Swift
// expect: bcd
// expect: 1 2 ["1f1f3", "1f1f4"]
// expect: 3 3
// expect: Hi
