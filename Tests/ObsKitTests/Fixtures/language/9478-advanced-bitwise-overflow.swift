// Advanced operators: bitwise NOT/AND/OR/XOR, shifts, masks, overflow operators, signed shifts (expected output from swiftc 6.3.1 on Linux)
func bits(_ v: UInt8) -> String {
    let s = String(v, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}
let ledRow: UInt8 = 0b1010_0110
print("NOT", bits(~ledRow))
let maskLow: UInt8 = 0b0000_1111, switches: UInt8 = 0b0110_0011
print("AND", bits(ledRow & maskLow), "OR", bits(ledRow | switches), "XOR", bits(ledRow ^ switches))

let flagBit: UInt8 = 0b0000_0011
print(bits(flagBit << 3), bits(flagBit << 7), bits(ledRow >> 3), bits(ledRow >> (8 - 1)), (1 + 2) << 2 == 1 + 2 << 2)

let rgb565: UInt16 = 0b10110_101101_01110
let r5 = (rgb565 >> 11) & 0x1F
let g6 = (rgb565 >> 5) & 0x3F
let b5 = rgb565 & 0x1F
print("r5 \(r5) g6 \(g6) b5 \(b5)")
let ipParts: [UInt32] = [192, 168, 4, 20]
let ip = ipParts.reduce(0) { ($0 << 8) | $1 }
print(ip, String(ip, radix: 16), (ip >> 16) & 0xFF)

struct Toppings: OptionSet {
    let rawValue: UInt8
    static let cheese = Toppings(rawValue: 1 << 0)
    static let olives = Toppings(rawValue: 1 << 1)
    static let chili = Toppings(rawValue: 1 << 2)
    static let basil = Toppings(rawValue: 1 << 3)
    static let classic: Toppings = [.cheese, .basil]
}
var order: Toppings = [.cheese, .chili]
print(order.rawValue, order.contains(.olives), order.contains(.chili))
order.formUnion(.classic)
order.remove(.chili)
print(order.rawValue, order == .classic, order.isSuperset(of: [.basil]))

let temperatureDelta: Int8 = -20
print(temperatureDelta >> 2, temperatureDelta << 2, bits(UInt8(bitPattern: temperatureDelta)))
print(Int8(bitPattern: 0b1111_1111), UInt8(bitPattern: -128))

var odometerDigits: UInt16 = 65_530
odometerDigits = odometerDigits &+ 10
print("UInt16 odometer wraps to", odometerDigits)
var stockLevel: UInt8 = 3
stockLevel = stockLevel &- 5
print("UInt8 3 &- 5 =", stockLevel)
var altitude = Int8.max
altitude = altitude &+ 2
print("Int8.max &+ 2 =", altitude)
print("Int8 wrap mul:", Int8(50) &* 3)
let (sum, didOverflow) = UInt8(250).addingReportingOverflow(10)
print(sum, didOverflow)
print(Int16.max.multipliedReportingOverflow(by: 2))
print(Int32(1) &<< 33, UInt8(1) &<< 9)

var checksum: UInt8 = 0
for byte in "ObsREPL".utf8 { checksum = (checksum &+ byte) ^ (checksum >> 1) }
print("checksum:", checksum)
let sample = 0b0111_0000_0001
print(sample.nonzeroBitCount, sample.leadingZeroBitCount, sample.trailingZeroBitCount)
print(UInt8(0b0000_0110).byteSwapped, UInt16(0xBEEF).byteSwapped == 0xEFBE, 3 << 4)

// expect: NOT 01011001
// expect: AND 00000110 OR 11100111 XOR 11000101
// expect: 00011000 10000000 00010100 00000001 false
// expect: r5 22 g6 45 b5 14
// expect: 3232236564 c0a80414 168
// expect: 5 false true
// expect: 9 true true
// expect: -5 -80 11101100
// expect: -1 128
// expect: UInt16 odometer wraps to 4
// expect: UInt8 3 &- 5 = 254
// expect: Int8.max &+ 2 = -127
// expect: Int8 wrap mul: -106
// expect: 4 true
// expect: (partialValue: -2, overflow: true)
// expect: 2 2
// expect: checksum: 188
// expect: 4 53 0
// expect: 6 true 48
