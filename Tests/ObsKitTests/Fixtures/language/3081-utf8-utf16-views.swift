// Compiler test style: utf8 and utf16 code unit views
let s = "a\u{E9}\u{20AC}\u{1F600}"
print(Array(s.utf8))
print(Array(s.utf16))
print(s.utf8.count, s.utf16.count)

for (i, unit) in "\u{1F600}".utf16.enumerated() {
  print(i, String(unit, radix: 16))
}

let bytes: [UInt8] = [72, 105, 0xE2, 0x9C, 0x93]
let decoded = String(decoding: bytes, as: UTF8.self)
print(decoded, decoded.count)

let units: [UInt16] = [0x48, 0xD83D, 0xDE00]
print(String(decoding: units, as: UTF16.self))

print("abc".utf8.first!, "abc".utf8.last!)
print("abc".utf8.reduce(0) { $0 + Int($1) })
// expect: [97, 195, 169, 226, 130, 172, 240, 159, 152, 128]
// expect: [97, 233, 8364, 55357, 56832]
// expect: 10 5
// expect: 0 d83d
// expect: 1 de00
// expect: Hi✓ 3
// expect: H😀
// expect: 97 99
// expect: 294
