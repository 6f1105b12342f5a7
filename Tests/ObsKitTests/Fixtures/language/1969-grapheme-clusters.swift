// Compiler test style: grapheme cluster counting versus unicodeScalars, utf8 and utf16 views
let samples: [(String, String)] = [
    ("plain", "abc"),
    ("combining", "e\u{301}"),
    ("precomposed", "\u{E9}"),
    ("flag", "🇨🇦"),
    ("two flags", "🇯🇵🇫🇷"),
    ("family", "👨‍👩‍👧"),
    ("skin tone", "👍🏽"),
    ("crlf", "\r\n"),
    ("hangul", "\u{1100}\u{1161}\u{11A8}"),
]

for (label, s) in samples {
    print(label, s.count, s.unicodeScalars.count, s.utf16.count, s.utf8.count)
}

print("e\u{301}" == "\u{E9}", Character("e\u{301}") == Character("\u{E9}"))
print("e\u{301}".unicodeScalars.count == "\u{E9}".unicodeScalars.count)

let cafe = "cafe\u{301}"
print(cafe.count, cafe.last! == "é", cafe.hasSuffix("é"))
var combined = "cafe"
combined.append("\u{301}")
print(combined.count, combined == "café")

let scalars = "A😀z".unicodeScalars.map { String($0.value, radix: 16) }
print(scalars)
for scalar in "Ωx".unicodeScalars {
    print(scalar, scalar.value, scalar.isASCII, scalar.properties.isAlphabetic)
}

let flagChar: Character = "🇩🇪"
print(flagChar.unicodeScalars.count, String(flagChar).utf8.count)
print(Array("a\u{301}b\u{302}").count, Array("a\u{301}b\u{302}".unicodeScalars).count)

var built = String.UnicodeScalarView()
built.append(Unicode.Scalar(72))
built.append(Unicode.Scalar(0x1F600)!)
print(String(built), String(built).count)
print(Unicode.Scalar(0xD800) == nil)

// expect: plain 3 3 3 3
// expect: combining 1 2 2 3
// expect: precomposed 1 1 1 2
// expect: flag 1 2 4 8
// expect: two flags 2 4 8 16
// expect: family 1 5 8 18
// expect: skin tone 1 2 4 8
// expect: crlf 1 2 2 2
// expect: hangul 1 3 3 9
// expect: true true
// expect: false
// expect: 4 true true
// expect: 4 true
// expect: ["41", "1f600", "7a"]
// expect: Ω 937 false true
// expect: x 120 true true
// expect: 2 8
// expect: 2 4
// expect: H😀 2
// expect: true
