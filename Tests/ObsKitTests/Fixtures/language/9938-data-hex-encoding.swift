// Apple docs style (Data): hex strings, byte manipulation and checksums
import Foundation

extension Data {
    var hexString: String {
        map { String(format: "%02x", $0) }.joined()
    }

    init?(hex: String) {
        guard hex.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        self.init(bytes)
    }
}

let word = Data("Swift".utf8)
print("hex:", word.hexString)
print("upper hex:", word.map { String(format: "%02X", $0) }.joined(separator: ":"))

if let parsed = Data(hex: "48656c6c6f") {
    print("parsed:", String(decoding: parsed, as: UTF8.self), parsed.count)
}
print("odd length:", Data(hex: "abc") == nil)
print("bad digit:", Data(hex: "zz") == nil)
print("empty:", Data(hex: "")?.count ?? -1)

// Bytes from an array of integers
let raw: [UInt8] = [0, 1, 15, 16, 127, 128, 254, 255]
let rawData = Data(raw)
print("raw hex:", rawData.hexString)
print("as binary:", raw.map { b -> String in
    let s = String(b, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}.prefix(4).joined(separator: " "))

// Simple checksums
let payload = Data("The quick brown fox".utf8)
let sum = payload.reduce(0) { ($0 + Int($1)) % 256 }
let xor = payload.reduce(UInt8(0)) { $0 ^ $1 }
print("sum mod 256:", sum, String(format: "0x%02x", sum))
print("xor:", xor, String(format: "0x%02x", xor))

// A tiny FNV-1a 32-bit hash
func fnv1a(_ data: Data) -> UInt32 {
    var hash: UInt32 = 2166136261
    for byte in data {
        hash ^= UInt32(byte)
        hash = hash &* 16777619
    }
    return hash
}
for s in ["", "a", "foobar"] {
    print("fnv1a('\(s)') =", String(format: "%08x", fnv1a(Data(s.utf8))))
}

// Reversing and mutating bytes
var mutable = Data("abcdef".utf8)
mutable[0] = UInt8(ascii: "A")
mutable.reverse()
print("mutated:", String(decoding: mutable, as: UTF8.self))

// Reading a big-endian UInt16 and UInt32 from bytes
let header = Data([0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0x10])
let magic = header.prefix(4).reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
let version = header.dropFirst(4).reduce(UInt16(0)) { ($0 << 8) | UInt16($1) }
print(String(format: "magic=0x%08X version=%d", magic, version))
print("range contains 0xBE:", header.firstIndex(of: 0xBE).map { "at \($0)" } ?? "no")

// expect: hex: 5377696674
// expect: upper hex: 53:77:69:66:74
// expect: parsed: Hello 5
// expect: odd length: true
// expect: bad digit: true
// expect: empty: 0
// expect: raw hex: 00010f107f80feff
// expect: as binary: 00000000 00000001 00001111 00010000
// expect: sum mod 256: 19 0x13
// expect: xor: 11 0x0b
// expect: fnv1a('') = 811c9dc5
// expect: fnv1a('a') = e40c292c
// expect: fnv1a('foobar') = bf9cf968
// expect: mutated: fedcbA
// expect: magic=0xCAFEBABE version=16
// expect: range contains 0xBE: at 3
