// Compiler test style: string views — utf8, utf16, unicodeScalars contents, building strings from code units and scalars, and scalar properties
let s = "Añ€𝄞"

print(Array(s.utf8))
print(Array(s.utf16))
print(s.unicodeScalars.map { $0.value })
print(s.unicodeScalars.map { $0.utf8.count }, s.unicodeScalars.map { $0.utf16.count })

// Code units per character.
for ch in s {
    print(ch, ch.utf8.count, ch.utf16.count, String(ch).unicodeScalars.first!.value)
}

// Surrogate pair inspection.
let clef = s.utf16.suffix(2)
print(clef.map { String($0, radix: 16) }, clef.map { UTF16.isLeadSurrogate($0) }, clef.map { UTF16.isTrailSurrogate($0) })

// Round-trip through code units.
let fromUTF8 = String(decoding: [0x48, 0x69, 0xE2, 0x9C, 0x93], as: UTF8.self)
let fromUTF16 = String(decoding: [0x0048, 0x0069, 0xD83D, 0xDE00] as [UInt16], as: UTF16.self)
print(fromUTF8, fromUTF8.count, fromUTF16, fromUTF16.count)

// Invalid UTF-8 is repaired with U+FFFD.
let broken = String(decoding: [0x61, 0xFF, 0x62], as: UTF8.self)
print(broken.count, broken.unicodeScalars.map { String($0.value, radix: 16) })

// Building strings from scalars.
var built = String.UnicodeScalarView()
for v: UInt32 in [0x53, 0x77, 0x69, 0x66, 0x74] { built.append(Unicode.Scalar(v)!) }
print(String(built))
print(Unicode.Scalar(0xD800) == nil, Unicode.Scalar(0x10FFFF) != nil)
print(String(Character(Unicode.Scalar(0x263A)!)))

// Scalar properties.
for sc in "aZ5 ß".unicodeScalars {
    print("[\(sc)]", sc.properties.isAlphabetic, sc.properties.isUppercase, sc.properties.isWhitespace, sc.isASCII)
}
print("ß".uppercased(), "ǅ".lowercased(), "İ".lowercased().unicodeScalars.count)

// Mutating through the scalar view.
var t = "abc"
t.unicodeScalars.append("\u{301}")
print(t, t.count, t.unicodeScalars.count)
t.unicodeScalars.removeFirst()
print(t, t.count)

// Filtering views.
let mixed = "h3ll0 w0rld 42"
let digits = mixed.unicodeScalars.filter { $0.properties.numericType != nil }
print(String(String.UnicodeScalarView(digits)))
print(mixed.utf8.filter { $0 == UInt8(ascii: "0") }.count)
print(String(mixed.utf8.map { $0 >= 97 && $0 <= 122 ? Character(Unicode.Scalar($0 - 32)) : Character(Unicode.Scalar($0)) }))

// expect: [65, 195, 177, 226, 130, 172, 240, 157, 132, 158]
// expect: [65, 241, 8364, 55348, 56606]
// expect: [65, 241, 8364, 119070]
// expect: [1, 2, 3, 4] [1, 1, 1, 2]
// expect: A 1 1 65
// expect: ñ 2 1 241
// expect: € 3 1 8364
// expect: 𝄞 4 2 119070
// expect: ["d834", "dd1e"] [true, false] [false, true]
// expect: Hi✓ 3 Hi😀 3
// expect: 3 ["61", "fffd", "62"]
// expect: Swift
// expect: true true
// expect: ☺
// expect: [a] true false false true
// expect: [Z] true true false true
// expect: [5] false false false true
// expect: [ ] false false true true
// expect: [ß] true false false false
// expect: SS ǆ 2
// expect: abć 3 4
// expect: bć 2
// expect: 30042
// expect: 2
// expect: H3LL0 W0RLD 42
