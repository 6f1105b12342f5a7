// Foundation Data: from a string's UTF-8, bytes, back to a String, base64 round trips and appending.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

let message = "Grüße 👋"
let data = Data(message.utf8)
print(data.count, message.count, data.first!, data.last!)
print(Array(data.prefix(4)), data.map { String($0, radix: 16) }.prefix(3))
print(String(data: data, encoding: .utf8)!, String(decoding: data, as: UTF8.self) == message)
let encoded = data.base64EncodedString()
print(encoded)
print(String(data: Data(base64Encoded: encoded)!, encoding: .utf8)!)
var packet = Data([0x01, 0x02])
packet.append(contentsOf: [0xFF])
packet.append("ok".data(using: .utf8)!)
print(packet.count, Array(packet), packet[2])
print(Data().isEmpty, Data(base64Encoded: "%%%") == nil)

// expect: 12 7 71 139
// expect: [71, 114, 195, 188] ["47", "72", "c3"]
// expect: Grüße 👋 true
// expect: R3LDvMOfZSDwn5GL
// expect: Grüße 👋
// expect: 5 [1, 2, 255, 111, 107] 255
// expect: true true
