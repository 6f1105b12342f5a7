// Blog style (String(decoding:as:)): turning byte arrays into strings safely
let bytes: [UInt8] = [0x53, 0x77, 0x69, 0x66, 0x74, 0x20, 0xE2, 0x9C, 0x93]
let s = String(decoding: bytes, as: UTF8.self)
print(s, s.count)
let broken: [UInt8] = [0x61, 0xFF, 0x62]
let repaired = String(decoding: broken, as: UTF8.self)
print(repaired, repaired.unicodeScalars.map { String($0.value, radix: 16) })
let units: [UInt16] = [0x0048, 0x0069, 0xD83D, 0xDE00]
let fromUTF16 = String(decoding: units, as: UTF16.self)
print(fromUTF16, fromUTF16.count, fromUTF16.utf16.count)
let strict = String(validatingUTF8: [0x61, 0x62, 0x00].map { CChar(bitPattern: $0) })
print(strict ?? "invalid")
let roundTrip = String(decoding: Array("naïve".utf8), as: UTF8.self)
print(roundTrip == "naïve")
print(Array("hi!".utf8))
// expect: Swift ✓ 7
// expect: a�b ["61", "fffd", "62"]
// expect: Hi😀 3 4
// expect: ab
// expect: true
// expect: [104, 105, 33]
