// Compiler test style: unicodeScalars, utf8 and utf16 views and counts
let words = ["abc", "café", "cafe\u{301}", "日本", "👨‍👩‍👧", "🇫🇷", "\r\n"]
for w in words {
    print(w.count, w.unicodeScalars.count, w.utf8.count, w.utf16.count)
}
print("café" == "cafe\u{301}", "café".utf8.elementsEqual("cafe\u{301}".utf8))
let s = "Añ€😀"
print(s.unicodeScalars.map { $0.value })
print(s.unicodeScalars.map { String($0.value, radix: 16) })
print(Array(s.utf8))
print(Array(s.utf16))
for scalar in "Hi!".unicodeScalars {
    print(scalar, scalar.value, scalar.isASCII, scalar.properties.isAlphabetic)
}
let fromScalars = String(String.UnicodeScalarView([Unicode.Scalar(0x48)!, Unicode.Scalar(0x69)!]))
print(fromScalars)
print(Unicode.Scalar(0xD800) == nil, Unicode.Scalar(0x1F600)!)
let decoded = String(decoding: [0x68, 0x69, 0xE2, 0x82, 0xAC] as [UInt8], as: UTF8.self)
print(decoded, decoded.count)
var scalars = "abc".unicodeScalars
scalars.append("d")
print(String(scalars))
let caesar = String(String.UnicodeScalarView("hal".unicodeScalars.map { Unicode.Scalar($0.value + 1)! }))
print(caesar)
print("\u{65}\u{301}".count, "\u{1F1FA}\u{1F1F8}".count, "\u{1F1FA}\u{1F1F8}\u{1F1EC}".count)
print("e\u{301}".unicodeScalars.first!.properties.generalCategory == .lowercaseLetter)
print("Zoë".utf8.first!, "Zoë".utf8.last!, "Zoë".utf16.last!)

// expect: 3 3 3 3
// expect: 4 4 5 4
// expect: 4 5 6 5
// expect: 2 2 6 2
// expect: 1 5 18 8
// expect: 1 2 8 4
// expect: 1 2 2 2
// expect: true false
// expect: [65, 241, 8364, 128512]
// expect: ["41", "f1", "20ac", "1f600"]
// expect: [65, 195, 177, 226, 130, 172, 240, 159, 152, 128]
// expect: [65, 241, 8364, 55357, 56832]
// expect: H 72 true true
// expect: i 105 true true
// expect: ! 33 true false
// expect: Hi
// expect: true 😀
// expect: hi€ 3
// expect: abcd
// expect: ibm
// expect: 1 1 2
// expect: true
// expect: 90 171 235
