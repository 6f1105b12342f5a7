// Swift book style: integer types, bounds and type aliases
// Checks: min/max of fixed-width integers, bitWidth, type aliases used
// as types and for static members, Int being 64 bits, UInt bounds,
// overflow operators &+ &- &*, and multipliedReportingOverflow.

typealias AudioSample = UInt16
var maxAmplitudeFound = AudioSample.min
print("maxAmplitudeFound starts at \(maxAmplitudeFound)")
maxAmplitudeFound = AudioSample.max
print("AudioSample.max = \(maxAmplitudeFound)")

print("UInt8: \(UInt8.min)...\(UInt8.max)")
print("Int8: \(Int8.min)...\(Int8.max)")
print("Int16: \(Int16.min)...\(Int16.max)")
print("UInt16 max \(UInt16.max)")
print("Int32: \(Int32.min)...\(Int32.max)")
print("UInt32 max \(UInt32.max)")
print("Int64: \(Int64.min)...\(Int64.max)")
print("UInt64 max \(UInt64.max)")
print("Int: \(Int.min)...\(Int.max)")
print("UInt max \(UInt.max)")

print("bit widths: \(Int8.bitWidth) \(Int16.bitWidth) \(Int32.bitWidth) \(Int64.bitWidth) \(Int.bitWidth)")
print(Int.max == Int(Int64.max))

// type aliases
typealias Celsius = Double
typealias Pair = (first: Int, second: Int)
func warmer(_ t: Celsius, by delta: Celsius) -> Celsius { t + delta }
print(warmer(21.5, by: 2.25))
let p: Pair = (first: 3, second: 9)
print(p.first * p.second)

typealias Handler = (Int) -> String
let handler: Handler = { "value#\($0)" }
print(handler(5))

// Overflow operators
var small: UInt8 = UInt8.max
small = small &+ 1
print("UInt8.max &+ 1 = \(small)")
var signed: Int8 = Int8.min
signed = signed &- 1
print("Int8.min &- 1 = \(signed)")
let wrappedMultiply: Int8 = 100 &* 3
print("100 &* 3 as Int8 = \(wrappedMultiply)")

let (partial, didOverflow) = Int16.max.addingReportingOverflow(1)
print("Int16.max + 1 -> \(partial), overflow \(didOverflow)")
let mult = UInt8(16).multipliedReportingOverflow(by: 16)
print("16 * 16 as UInt8 -> \(mult.partialValue), overflow \(mult.overflow)")
let fine = UInt8(15).multipliedReportingOverflow(by: 17)
print("15 * 17 as UInt8 -> \(fine.partialValue), overflow \(fine.overflow)")

// Signed magnitude and bit patterns
let negative: Int8 = -4
print(UInt8(bitPattern: negative))
print(Int8(bitPattern: 0b1000_0001))
print(negative.magnitude)
print(Int8.min.magnitude)

// Bitwise
let bits: UInt8 = 0b0000_1111
print(~bits)
print(bits << 2)
print(bits >> 2)
print(bits & 0b0000_0101)
print(bits | 0b1111_0000)
print(bits ^ 0b0101_0101)
print(UInt8(0b1011_0000).nonzeroBitCount)
print(UInt8(0b0001_0000).trailingZeroBitCount)
print(UInt16(1).leadingZeroBitCount)

// expect: maxAmplitudeFound starts at 0
// expect: AudioSample.max = 65535
// expect: UInt8: 0...255
// expect: Int8: -128...127
// expect: Int16: -32768...32767
// expect: UInt16 max 65535
// expect: Int32: -2147483648...2147483647
// expect: UInt32 max 4294967295
// expect: Int64: -9223372036854775808...9223372036854775807
// expect: UInt64 max 18446744073709551615
// expect: Int: -9223372036854775808...9223372036854775807
// expect: UInt max 18446744073709551615
// expect: bit widths: 8 16 32 64 64
// expect: true
// expect: 23.75
// expect: 27
// expect: value#5
// expect: UInt8.max &+ 1 = 0
// expect: Int8.min &- 1 = 127
// expect: 100 &* 3 as Int8 = 44
// expect: Int16.max + 1 -> -32768, overflow true
// expect: 16 * 16 as UInt8 -> 0, overflow true
// expect: 15 * 17 as UInt8 -> 255, overflow false
// expect: 252
// expect: -127
// expect: 4
// expect: 128
// expect: 240
// expect: 60
// expect: 3
// expect: 5
// expect: 255
// expect: 90
// expect: 3
// expect: 4
// expect: 15
