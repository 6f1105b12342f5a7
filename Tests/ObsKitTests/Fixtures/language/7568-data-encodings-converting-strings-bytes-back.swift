// Tutorial style (Data and encodings): converting strings to bytes and back with String.Encoding
import Foundation

let word = "Grüße"
let encodings: [(String, String.Encoding)] = [
    ("utf8", .utf8), ("utf16LE", .utf16LittleEndian), ("utf16BE", .utf16BigEndian),
    ("latin1", .isoLatin1), ("ascii", .ascii),
]

for (name, enc) in encodings {
    if let data = word.data(using: enc) {
        let hex = data.map { String(format: "%02X", $0) }.joined(separator: " ")
        print("\(name): \(data.count) bytes [\(hex)]")
    } else {
        print("\(name): cannot encode")
    }
}

if let lossy = word.data(using: .ascii, allowLossyConversion: true) {
    print("lossy ascii:", String(data: lossy, encoding: .ascii) ?? "nil")
}

let latin = Data([0x63, 0x61, 0x66, 0xE9])
print("as latin1:", String(data: latin, encoding: .isoLatin1) ?? "nil")
print("as utf8:", String(data: latin, encoding: .utf8) ?? "nil")
print("repaired:", String(decoding: latin, as: UTF8.self))

let utf16 = "Hi✓".data(using: .utf16)!
print("utf16 with BOM:", utf16.count, utf16.prefix(2).map { String($0, radix: 16) })
print(String(data: utf16, encoding: .utf16) ?? "nil")

print(word.lengthOfBytes(using: .utf8), word.lengthOfBytes(using: .utf16), word.maximumLengthOfBytes(using: .utf8))
print(word.canBeConverted(to: .ascii), word.canBeConverted(to: .isoLatin1))

var buffer = Data()
buffer.append(contentsOf: "abc".utf8)
buffer.append(0x2D)
buffer.append("xyz".data(using: .utf8)!)
print(String(data: buffer, encoding: .utf8)!, buffer.count)
print(buffer.firstIndex(of: 0x2D)!, buffer[0], buffer.last!)
let chunks = buffer.split(separator: 0x2D).map { String(decoding: $0, as: UTF8.self) }
print(chunks)
print(String.Encoding.utf8.rawValue, String.Encoding.utf8 == .utf8)
// expect: utf8: 7 bytes [47 72 C3 BC C3 9F 65]
// expect: utf16LE: 10 bytes [47 00 72 00 FC 00 DF 00 65 00]
// expect: utf16BE: 10 bytes [00 47 00 72 00 FC 00 DF 00 65]
// expect: latin1: 5 bytes [47 72 FC DF 65]
// expect: ascii: cannot encode
// expect: lossy ascii: nil
// expect: as latin1: café
// expect: as utf8: nil
// expect: repaired: caf�
// expect: utf16 with BOM: 8 ["ff", "fe"]
// expect: Hi✓
// expect: 7 10 15
// expect: false true
// expect: abc-xyz 7
// expect: 3 97 122
// expect: ["abc", "xyz"]
// expect: 4 true
