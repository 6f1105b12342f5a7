// Book style (Advanced Operators): overflow operators and bitwise operators on fixed-width counters
func bits<T: FixedWidthInteger>(_ value: T) -> String {
    let raw = String(value, radix: 2)
    let padded = String(repeating: "0", count: max(0, T.bitWidth - raw.count)) + raw
    return padded
}

var odometer: UInt8 = 250
for _ in 0..<4 {
    odometer = odometer &+ 3
    print("odometer", odometer)
}
var depth: Int8 = -120
depth = depth &- 10
print("depth", depth)
let big: Int16 = Int16.max
print(big &+ 1, big &* 2)
print(UInt8.min &- 1)

let flags: UInt8 = 0b0000_1111
print(bits(~flags))
print(bits(flags & 0b0011_1100))
print(bits(flags | 0b1000_0000))
print(bits(flags ^ 0b0101_0101))
print(bits(flags << 2), bits(flags >> 2))
print(bits(UInt8(0b1111_0000) << 1))

let negative: Int8 = -4
print(bits(UInt8(bitPattern: negative)))
print(negative >> 1, negative << 1)
print(Int8(bitPattern: 0b1000_0001))

let (sum, overflow) = UInt8(200).addingReportingOverflow(100)
print(sum, overflow)
let product = Int8(50).multipliedReportingOverflow(by: 3)
print(product)
print(type(of: product))

struct Permissions: CustomStringConvertible {
    var raw: UInt8
    static let read: UInt8 = 1 << 2
    static let write: UInt8 = 1 << 1
    static let exec: UInt8 = 1
    var description: String {
        (raw & Permissions.read != 0 ? "r" : "-") +
        (raw & Permissions.write != 0 ? "w" : "-") +
        (raw & Permissions.exec != 0 ? "x" : "-")
    }
}
var p = Permissions(raw: Permissions.read | Permissions.exec)
print(p)
p.raw |= Permissions.write
print(p)
p.raw &= ~Permissions.exec
print(p, p.raw)
print(UInt16(0xABCD).byteSwapped == 0xCDAB, String(0xABCD >> 8, radix: 16))
print(flags.nonzeroBitCount, flags.leadingZeroBitCount, (flags << 1).trailingZeroBitCount)

// expect: odometer 253
// expect: odometer 0
// expect: odometer 3
// expect: odometer 6
// expect: depth 126
// expect: -32768 -2
// expect: 255
// expect: 11110000
// expect: 00001100
// expect: 10001111
// expect: 01011010
// expect: 00111100 00000011
// expect: 11100000
// expect: 11111100
// expect: -2 -8
// expect: -127
// expect: 44 true
// expect: (partialValue: -106, overflow: true)
// expect: (partialValue: Int8, overflow: Bool)
// expect: r-x
// expect: rwx
// expect: rw- 6
// expect: true ab
// expect: 4 4 1
