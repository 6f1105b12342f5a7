// Compiler test style: utf8/utf16 views, samePosition(in:) and converting indices between views
// known-gap: error: 2666-utf-views-indices.swift:17:7: error: no exact matches in call to initializer 'String(validatingCString:)'
let s = "a\u{e9}\u{1F600}b"
print(Array(s.utf8))
print(Array(s.utf16))
let emojiIdx = s.firstIndex(of: "\u{1F600}")!
print(s.utf8.distance(from: s.utf8.startIndex, to: emojiIdx))
print(s.utf16.distance(from: s.utf16.startIndex, to: emojiIdx))
let u16 = s.utf16.index(s.utf16.startIndex, offsetBy: 3)
print(u16.samePosition(in: s) == nil)
let u16b = s.utf16.index(s.utf16.startIndex, offsetBy: 2)
print(u16b.samePosition(in: s) == emojiIdx)
let scalarIdx = s.unicodeScalars.index(s.unicodeScalars.startIndex, offsetBy: 1)
print(s.unicodeScalars[scalarIdx], s[scalarIdx])
print(String(s.utf8.prefix(3))!, String(decoding: s.utf8.suffix(5), as: UTF8.self))
print(String(decoding: [0x68, 0x69, 0xFF], as: UTF8.self).unicodeScalars.map { $0.value })
print(String(validatingCString: "ok")!, s.utf8.count, s.utf16.count, s.count)
let bytes: [UInt8] = Array("xyz".utf8)
print(bytes, String(decoding: bytes.reversed(), as: UTF8.self))
var utf16Units: [UInt16] = []
for unit in "h\u{1F600}".utf16 { utf16Units.append(unit) }
print(utf16Units.map { String($0, radix: 16) }, String(decoding: utf16Units, as: UTF16.self))
// expect: [97, 195, 169, 240, 159, 152, 128, 98]
// expect: [97, 233, 55357, 56832, 98]
// expect: 3
// expect: 2
// expect: true
// expect: true
// expect: é é
// expect: aé 😀b
// expect: [104, 105, 65533]
// expect: ok 8 5 4
// expect: [120, 121, 122] zyx
// expect: ["68", "d83d", "de00"] h😀
