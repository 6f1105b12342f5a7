// Compiler test style (unicode scalars and code units): building strings from scalars, scalar properties, utf8 and utf16 views and round trips
import Foundation
let s = "Aé€😀"
print(s.unicodeScalars.map { $0.value })
print(s.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) })
print(s.utf8.map { $0 }, s.utf8.count)
print(s.utf16.map { $0 }, s.utf16.count)
print(s.unicodeScalars.map { $0.utf8.count }, s.unicodeScalars.map { $0.utf16.count })

var built = ""
for v: UInt32 in [72, 0x69, 0x2764, 0x1F680] {
    if let u = Unicode.Scalar(v) { built.unicodeScalars.append(u) }
}
print(built, built.count)
print(Unicode.Scalar(0xD800) as Any, Unicode.Scalar(0x41)!.properties.isAlphabetic)

let scalars = "a1 Ωx".unicodeScalars
print(scalars.map { $0.properties.isAlphabetic }, scalars.map { $0.isASCII })
print(scalars.filter { $0.properties.numericType != nil }.map(String.init))
print(Character(Unicode.Scalar(0x1F44D)!), String(Character("\u{63}\u{327}")).unicodeScalars.count)

let bytes: [UInt8] = [0x48, 0xC3, 0xA9, 0xE2, 0x82, 0xAC]
let decoded = String(decoding: bytes, as: UTF8.self)
print(decoded, decoded.count, Array(decoded.utf8) == bytes)
let units: [UInt16] = [0x0048, 0xD83D, 0xDE00]
print(String(decoding: units, as: UTF16.self), String(utf16CodeUnits: units, count: 3))
let invalid: [UInt8] = [0x61, 0xFF, 0x62]
print(String(decoding: invalid, as: UTF8.self).unicodeScalars.map { $0.value })
print(String(validating: invalid, as: UTF8.self) as Any)

let word = "Straße"
print(word.uppercased(), word.lowercased(), word.uppercased().count)
print(word.utf8.firstIndex(of: 0xC3).map { word.utf8.distance(from: word.utf8.startIndex, to: $0) } as Any)
print("abc".unicodeScalars.map { Character(Unicode.Scalar($0.value + 1)!) }.map(String.init).joined())
let caesar = String(String.UnicodeScalarView("HAL".unicodeScalars.map { Unicode.Scalar($0.value + 1)! }))
print(caesar)
print("\u{1F1FA}\u{1F1F8}".count, "\u{1F1FA}\u{1F1F8}\u{1F1EC}".count, "x\u{200D}y".count)

// expect: [65, 233, 8364, 128512]
// expect: ["41", "E9", "20AC", "1F600"]
// expect: [65, 195, 169, 226, 130, 172, 240, 159, 152, 128] 10
// expect: [65, 233, 8364, 55357, 56832] 5
// expect: [1, 2, 3, 4] [1, 1, 1, 2]
// expect: Hi❤🚀 4
// expect: nil true
// expect: [true, false, false, true, true] [true, true, true, false, true]
// expect: ["1"]
// expect: 👍 2
// expect: Hé€ 3 true
// expect: H😀 H😀
// expect: [97, 65533, 98]
// expect: nil
// expect: STRASSE straße 7
// expect: Optional(4)
// expect: bcd
// expect: IBM
// expect: 1 2 2
