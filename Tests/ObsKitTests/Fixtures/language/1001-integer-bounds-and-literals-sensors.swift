// The Basics: integer types and their bounds, bit widths, literal bases, underscores, explicit conversions.
// expected output: swiftc 6.3.1 (Linux), run on this machine
print(UInt8.min, UInt8.max)
print(Int8.min, Int8.max)
print(Int16.max, UInt16.max)
print(Int32.min, UInt32.max)
print(Int64.max)
print(Int.max == Int64.max, Int.bitWidth, UInt.bitWidth)
let sensorID = 42
let sensorIDBinary = 0b101010
let sensorIDOctal = 0o52
let sensorIDHex = 0x2A
print(sensorID, sensorIDBinary, sensorIDOctal, sensorIDHex, sensorID == sensorIDHex)
let cityPopulation = 8_400_000
let mask: UInt32 = 0xFF_FF_00_00
print(cityPopulation, mask)
let small: UInt8 = 200
let big: UInt16 = 1_000
let total = UInt16(small) + big
print(total, type(of: total))
let bytes: [UInt8] = [0x48, 0x69]
print(bytes.map { Int($0) }.reduce(0, +))
print(Int8(exactly: 300) as Any, Int8(exactly: 100) as Any)
print(Int8(clamping: 300), Int8(clamping: -300), UInt8(truncatingIfNeeded: 300))
print(Int("42")! + 1, Int("0x2A") as Any, Int("2A", radix: 16)!)
print(String(255, radix: 2), String(255, radix: 16, uppercase: true))
print((-17).magnitude, abs(-17), (-17).signum())

// expect: 0 255
// expect: -128 127
// expect: 32767 65535
// expect: -2147483648 4294967295
// expect: 9223372036854775807
// expect: true 64 64
// expect: 42 42 42 42 true
// expect: 8400000 4294901760
// expect: 1200 UInt16
// expect: 177
// expect: nil Optional(100)
// expect: 127 -128 44
// expect: 43 nil 42
// expect: 11111111 FF
// expect: 17 17 -1
