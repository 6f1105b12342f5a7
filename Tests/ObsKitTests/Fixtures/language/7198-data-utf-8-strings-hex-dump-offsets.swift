// Stack Overflow style (byte tools): Data from UTF-8 strings, a hex dump with offsets, and base64 round trips
import Foundation

let message = "Héllo, Swift! ✓"
let data = message.data(using: .utf8)!
print("characters:", message.count, "bytes:", data.count)

func hexDump(_ data: Data, width: Int = 8) {
    let bytes = [UInt8](data)
    var offset = 0
    while offset < bytes.count {
        let chunk = bytes[offset..<min(offset + width, bytes.count)]
        let hex = chunk.map { String(format: "%02x", $0) }.joined(separator: " ")
        let ascii = chunk.map { (32...126).contains($0) ? String(UnicodeScalar($0)) : "." }.joined()
        print(String(format: "%04x", offset) + "  " + hex.padding(toLength: width * 3, withPad: " ", startingAt: 0) + "|" + ascii + "|")
        offset += width
    }
}
hexDump(data)

let encoded = data.base64EncodedString()
print("base64:", encoded)
if let back = Data(base64Encoded: encoded), let text = String(data: back, encoding: .utf8) {
    print("decoded:", text, text == message)
}
print("invalid base64 ->", Data(base64Encoded: "!!notbase64") == nil ? "nil" : "data")

let token = "user:secret"
let basic = "Basic " + Data(token.utf8).base64EncodedString()
print(basic)

func fromHex(_ s: String) -> Data? {
    var out = Data()
    var idx = s.startIndex
    while idx < s.endIndex {
        let next = s.index(idx, offsetBy: 2, limitedBy: s.endIndex) ?? s.endIndex
        guard let b = UInt8(s[idx..<next], radix: 16) else { return nil }
        out.append(b)
        idx = next
    }
    return out
}
let raw = fromHex("cafe00ff10")!
print(raw.map { String($0) }.joined(separator: ","), String(format: "%x", Int(raw[0]) << 8 | Int(raw[1])))
let checksum = raw.reduce(0) { ($0 &+ Int($1)) % 256 }
print("checksum:", String(format: "0x%02X", checksum))

// expect: characters: 15 bytes: 18
// expect: 0000  48 c3 a9 6c 6c 6f 2c 20 |H..llo, |
// expect: 0008  53 77 69 66 74 21 20 e2 |Swift! .|
// expect: 0010  9c 93                   |..|
// expect: base64: SMOpbGxvLCBTd2lmdCEg4pyT
// expect: decoded: Héllo, Swift! ✓ true
// expect: invalid base64 -> nil
// expect: Basic dXNlcjpzZWNyZXQ=
// expect: 202,254,0,255,16 cafe
// expect: checksum: 0xD7
