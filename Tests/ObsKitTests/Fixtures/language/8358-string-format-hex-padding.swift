// Foundation in app code: hex strings from bytes with String(format: "%02x") and parsing them back
import Foundation

let data = Data("Hi!".utf8)
let hex = data.map { String(format: "%02x", $0) }.joined()
print(hex)

let upper = data.map { String(format: "%02X", $0) }.joined(separator: ":")
print(upper)

func color(_ r: Int, _ g: Int, _ b: Int) -> String {
    String(format: "#%02X%02X%02X", r, g, b)
}
print(color(255, 128, 0))
print(color(10, 20, 30))

let hexString = "48656c6c6f"
var bytes: [UInt8] = []
var index = hexString.startIndex
while index < hexString.endIndex {
    let next = hexString.index(index, offsetBy: 2)
    if let byte = UInt8(hexString[index..<next], radix: 16) {
        bytes.append(byte)
    }
    index = next
}
print(String(decoding: bytes, as: UTF8.self))
print(String(format: "%08x", 3_735_928_559 as UInt32))
print(String(format: "%5d|%-5d|", 42, 42))

// expect: 486921
// expect: 48:69:21
// expect: #FF8000
// expect: #0A141E
// expect: Hello
// expect: deadbeef
// expect:    42|42   |
