// Compiler test style: Unicode.Scalar values, properties, and building strings from scalars
let s = "A\u{e9}\u{1F600}z"
print(s.unicodeScalars.map { $0.value })
print(s.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) })
let scalar = Unicode.Scalar(0x41)!
print(scalar, scalar.value, scalar.isASCII, Unicode.Scalar(0xD800) == nil)
print(Unicode.Scalar(UInt8(98)), Character(Unicode.Scalar(0x1F44D)!))
var built = String.UnicodeScalarView()
built.append("h")
built.append(contentsOf: "i!".unicodeScalars)
print(String(built), built.count)
let caesar = String(String.UnicodeScalarView("abcxyz".unicodeScalars.map {
    Unicode.Scalar(($0.value - 97 + 3) % 26 + 97)!
}))
print(caesar)
print("e\u{301}".unicodeScalars.map { $0.properties.isAlphabetic })
print(Unicode.Scalar("a").properties.isLowercase, Unicode.Scalar("1").properties.numericType != nil)
print("\u{1F600}".unicodeScalars.first!.properties.isEmoji)
print(s.unicodeScalars.count, s.unicodeScalars.last!, s.unicodeScalars.dropFirst().first!.escaped(asASCII: true))
let rot13 = String(String.UnicodeScalarView("Hello".unicodeScalars.map { u -> Unicode.Scalar in
    guard u.properties.isAlphabetic, u.isASCII else { return u }
    let base: UInt32 = u.properties.isUppercase ? 65 : 97
    return Unicode.Scalar((u.value - base + 13) % 26 + base)!
}))
print(rot13)
// expect: [65, 233, 128512, 122]
// expect: ["41", "E9", "1F600", "7A"]
// expect: A 65 true true
// expect: b 👍
// expect: hi! 3
// expect: defabc
// expect: [true, false]
// expect: true true
// expect: true
// expect: 4 z \u{00E9}
// expect: Uryyb
