// Tutorial style (String encodings): converting strings to bytes in several encodings
import Foundation

let word = "naïve"
print(word.count, word.utf8.count, word.utf16.count, word.unicodeScalars.count)

if let utf8 = word.data(using: .utf8) {
    print("utf8:", Array(utf8))
}
if let utf16 = word.data(using: .utf16LittleEndian) {
    print("utf16le bytes:", utf16.count)
}
if let latin1 = word.data(using: .isoLatin1) {
    print("latin1:", Array(latin1))
    print(String(data: latin1, encoding: .isoLatin1) ?? "nil")
}
print("ascii possible:", word.data(using: .ascii) != nil)
print("lossy:", word.data(using: .ascii, allowLossyConversion: true).map { String(decoding: $0, as: UTF8.self) } ?? "nil")

let bytes: [UInt8] = [72, 105, 33]
print(String(bytes: bytes, encoding: .utf8) ?? "nil")
print(String(decoding: bytes, as: UTF8.self))
let invalid: [UInt8] = [0xFF, 0xFE, 0x41]
print(String(data: Data(invalid), encoding: .utf8) == nil)
print(word.lengthOfBytes(using: .utf8))
print(word.canBeConverted(to: .ascii))
// expect: 5 6 5 5
// expect: utf8: [110, 97, 195, 175, 118, 101]
// expect: utf16le bytes: 10
// expect: latin1: [110, 97, 239, 118, 101]
// expect: naïve
// expect: ascii possible: false
// expect: lossy: na�ve
// expect: Hi!
// expect: Hi!
// expect: true
// expect: 6
// expect: false
