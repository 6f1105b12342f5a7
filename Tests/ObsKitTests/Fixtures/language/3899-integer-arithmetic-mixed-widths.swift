// Compiler test style: integer arithmetic on mixed widths with explicit conversions
let a: Int8 = 100
let b: Int16 = 1_000
let c: UInt32 = 70_000
let d: Int64 = -5_000_000_000
let sum = Int64(a) + Int64(b) + Int64(c) + d
print(sum)
let product = Int32(a) * Int32(b)
print(product, type(of: product))
let ratio = Double(c) / Double(b)
print(ratio)
print(UInt8(a) + 155, Int16(a) * 327)

func average(_ xs: [UInt8]) -> UInt8 {
    let total = xs.reduce(0) { $0 + Int($1) }
    return UInt8(total / xs.count)
}
print(average([250, 251, 252, 253]))

func midpoint(_ lo: Int32, _ hi: Int32) -> Int32 {
    lo + (hi - lo) / 2
}
print(midpoint(Int32.max - 10, Int32.max), midpoint(-7, 8))

var checksum: UInt16 = 0
for byte: UInt8 in [0x12, 0x34, 0xAB, 0xCD, 0xFF] {
    checksum = (checksum << 1 | checksum >> 15) &+ UInt16(byte)
}
print(String(checksum, radix: 16))

var power: Int64 = 1
var exponent = 0
while let next = Optional(power.multipliedReportingOverflow(by: 10)), !next.overflow {
    power = next.partialValue
    exponent += 1
}
print("largest power of ten in Int64: 10^\(exponent) = \(power)")
let u: UInt = 5
let i: Int = -3
print(Int(u) + i, u.distance(to: 2), UInt(bitPattern: i) > u)
// expect: -4999928900
// expect: 100000 Int32
// expect: 70.0
// expect: 255 32700
// expect: 251
// expect: 2147483642 0
// expect: 805
// expect: largest power of ten in Int64: 10^18 = 1000000000000000000
// expect: 2 -3 true
