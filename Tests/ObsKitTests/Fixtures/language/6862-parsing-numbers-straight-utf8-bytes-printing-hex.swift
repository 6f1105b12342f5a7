// Advent of Code style (UTF-8 bytes): parsing numbers straight from utf8 bytes and printing a hex dump
import Foundation

func parseInts(_ text: String) -> [Int] {
    var result: [Int] = []
    var current = 0
    var inNumber = false
    var negative = false
    for byte in text.utf8 {
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            current = current * 10 + Int(byte - UInt8(ascii: "0"))
            inNumber = true
        } else {
            if inNumber { result.append(negative ? -current : current) }
            negative = byte == UInt8(ascii: "-")
            current = 0
            inNumber = false
        }
    }
    if inNumber { result.append(negative ? -current : current) }
    return result
}

let line = "Sensor at x=2, y=-18: closest beacon is at x=-2, y=15"
let nums = parseInts(line)
print(nums, nums.reduce(0, +))

func hexDump(_ s: String, width: Int = 8) {
    let bytes = Array(s.utf8)
    var offset = 0
    while offset < bytes.count {
        let chunk = bytes[offset..<min(offset + width, bytes.count)]
        let hex = chunk.map { String(format: "%02x", $0) }.joined(separator: " ")
        let ascii = String(chunk.map { $0 >= 32 && $0 < 127 ? Character(Unicode.Scalar($0)) : "." })
        let paddedHex = hex.padding(toLength: width * 3 - 1, withPad: " ", startingAt: 0)
        print(String(format: "%04x", offset) + "  " + paddedHex + "  |" + ascii + "|")
        offset += width
    }
}
hexDump("Héllo, 🌍!\n\tok")

let bytes: [UInt8] = [83, 119, 105, 102, 116, 0xE2, 0x9C, 0x93]
let decoded = String(decoding: bytes, as: UTF8.self)
print(decoded, decoded.count, decoded.utf8.count)
let broken = String(decoding: [72, 105, 0xFF, 33], as: UTF8.self)
print(broken, broken.unicodeScalars.map { $0.value })
print(String(bytes: bytes.prefix(5), encoding: .utf8) ?? "nil")
let upper = String(decoding: "shout".utf8.map { $0 - 32 }, as: UTF8.self)
print(upper)
let sum = "abc".utf8.reduce(0) { $0 + Int($1) }
print(sum, Array("AZ".utf8), "é".utf8.map { String($0, radix: 2) })

// expect: [2, -18, -2, 15] -3
// expect: 0000  48 c3 a9 6c 6c 6f 2c 20  |H..llo, |
// expect: 0008  f0 9f 8c 8d 21 0a 09 6f  |....!..o|
// expect: 0010  6b                       |k|
// expect: Swift✓ 6 8
// expect: Hi�! [72, 105, 65533, 33]
// expect: Swift
// expect: SHOUT
// expect: 294 [65, 90] ["11000011", "10101001"]
