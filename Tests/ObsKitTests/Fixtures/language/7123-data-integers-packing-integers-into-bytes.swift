// Tutorial style (Data from integers): packing integers into bytes with withUnsafeBytes and shifting
import Foundation

func bigEndianBytes(_ value: UInt32) -> [UInt8] {
    return [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) }
}

var packet = Data()
packet.append(contentsOf: bigEndianBytes(0x01020304))
packet.append(contentsOf: bigEndianBytes(1000))
print(Array(packet))

let value: UInt16 = 0xABCD
let be = withUnsafeBytes(of: value.bigEndian) { Data($0) }
let le = withUnsafeBytes(of: value.littleEndian) { Data($0) }
print(Array(be), Array(le))

func readUInt32(_ d: Data, at offset: Int) -> UInt32 {
    var result: UInt32 = 0
    for i in 0..<4 {
        result = (result << 8) | UInt32(d[d.startIndex + offset + i])
    }
    return result
}
print(readUInt32(packet, at: 0))
print(readUInt32(packet, at: 4))

let number: Int32 = -2
let raw = withUnsafeBytes(of: number.littleEndian) { Array($0) }
print(raw)
let restored = raw.reversed().reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
print(Int32(bitPattern: restored))
// expect: [1, 2, 3, 4, 0, 0, 3, 232]
// expect: [171, 205] [205, 171]
// expect: 16909060
// expect: 1000
// expect: [254, 255, 255, 255]
// expect: -2
