// Tutorial style (Data hex): converting Data to a hex string by hand and back
import Foundation

extension Data {
    var hexString: String {
        return map { String(format: "%02x", $0) }.joined()
    }

    init?(hex: String) {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) ?? hex.endIndex
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        self.init(bytes)
    }
}

let data = Data([0xDE, 0xAD, 0xBE, 0xEF, 0x00, 0x7F])
print(data.hexString)
print(data.count)

if let back = Data(hex: "cafebabe") {
    print(back.hexString.uppercased())
    print(Array(back))
}
print(Data(hex: "zz") == nil)

let text = Data("AZ".utf8)
print(text.hexString)
print(text.map { $0 }.reduce(0) { $0 + Int($1) })
// expect: deadbeef007f
// expect: 6
// expect: CAFEBABE
// expect: [202, 254, 186, 190]
// expect: true
// expect: 415a
// expect: 155
