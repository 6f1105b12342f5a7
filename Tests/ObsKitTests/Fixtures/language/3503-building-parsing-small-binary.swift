// App code style: building and parsing a small binary packet with Data and hex strings
import Foundation

func hexString(_ data: Data) -> String {
    data.map { String(format: "%02X", $0) }.joined()
}

func dataFromHex(_ hex: String) -> Data? {
    guard hex.count % 2 == 0 else { return nil }
    var data = Data()
    var index = hex.startIndex
    while index < hex.endIndex {
        let next = hex.index(index, offsetBy: 2)
        guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
        data.append(byte)
        index = next
    }
    return data
}

var packet = Data([0xCA, 0xFE])
let messageID: UInt16 = 0x1234
packet.append(UInt8(messageID >> 8))
packet.append(UInt8(messageID & 0xFF))
let payload = Data("PING".utf8)
packet.append(UInt8(payload.count))
packet.append(payload)
print("packet:", hexString(packet), "length", packet.count)

func parse(_ p: Data) -> String {
    guard p.count >= 5, p[0] == 0xCA, p[1] == 0xFE else { return "bad magic" }
    let id = UInt16(p[2]) << 8 | UInt16(p[3])
    let len = Int(p[4])
    guard p.count >= 5 + len else { return "truncated (id \(id))" }
    let body = p.subdata(in: 5..<(5 + len))
    return "id=\(id) body=\(String(data: body, encoding: .utf8) ?? "?")"
}
print(parse(packet))
print(parse(packet.prefix(7)))
print(parse(Data([0x00, 0x01])))

if let fromHex = dataFromHex("CAFE00070348495A") {
    print("from hex:", parse(fromHex), "bytes", Array(fromHex))
}
print("odd hex:", dataFromHex("ABC") == nil, "bad hex:", dataFromHex("ZZ") == nil)
var copy = packet
copy[5] = UInt8(ascii: "p")
print("mutated:", parse(copy), "original:", parse(packet))
print("equal:", copy == packet, "range:", packet.range(of: Data("IN".utf8)).map { "\($0.lowerBound)..<\($0.upperBound)" } ?? "none")
let xor = packet.reduce(UInt8(0)) { $0 ^ $1 }
print(String(format: "xor checksum: 0x%02x", xor))
// expect: packet: CAFE12340450494E47 length 9
// expect: id=4660 body=PING
// expect: truncated (id 4660)
// expect: bad magic
// expect: from hex: id=7 body=HIZ bytes [202, 254, 0, 7, 3, 72, 73, 90]
// expect: odd hex: true bad hex: true
// expect: mutated: id=4660 body=pING original: id=4660 body=PING
// expect: equal: false range: 6..<8
// expect: xor checksum: 0x06
