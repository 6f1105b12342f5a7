// Swift book style: integer bounds with .min and .max for each integer type
print("Int8:   \(Int8.min) ... \(Int8.max)")
print("UInt8:  \(UInt8.min) ... \(UInt8.max)")
print("Int16:  \(Int16.min) ... \(Int16.max)")
print("UInt16: \(UInt16.min) ... \(UInt16.max)")
print("Int32:  \(Int32.min) ... \(Int32.max)")
print("UInt32: \(UInt32.min) ... \(UInt32.max)")
print("Int64:  \(Int64.min) ... \(Int64.max)")
print("UInt64: \(UInt64.min) ... \(UInt64.max)")
print("Int == Int64 range: \(Int.max == Int(Int64.max) && Int.min == Int(Int64.min))")

let minValue = UInt8.min
let maxValue = UInt8.max
print("UInt8 has \(Int(maxValue) - Int(minValue) + 1) values")

let cannotBeNegative: UInt8 = 0
let tooBigForInt8 = Int16(Int8.max) + 1
print(cannotBeNegative, tooBigForInt8)

let twoThousand: UInt16 = 2_000
let one: UInt8 = 1
let twoThousandAndOne = twoThousand + UInt16(one)
print(twoThousandAndOne)

print(Int8.max.description.count, String(UInt64.max).count)
print(Int16.max / 2, Int16.min / 2, Int16.min % 7)
print(type(of: Int8.max), type(of: UInt16.min + 1))
print(Int32.max.magnitude, Int32.min.magnitude, type(of: Int32.min.magnitude))
print(Int64.min.magnitude == UInt64(Int64.max) + 1)
print(abs(Int8(-127)), (-5).signum(), 0.signum(), Int16(9).signum())
// expect: Int8:   -128 ... 127
// expect: UInt8:  0 ... 255
// expect: Int16:  -32768 ... 32767
// expect: UInt16: 0 ... 65535
// expect: Int32:  -2147483648 ... 2147483647
// expect: UInt32: 0 ... 4294967295
// expect: Int64:  -9223372036854775808 ... 9223372036854775807
// expect: UInt64: 0 ... 18446744073709551615
// expect: Int == Int64 range: true
// expect: UInt8 has 256 values
// expect: 0 128
// expect: 2001
// expect: 3 20
// expect: 16383 -16384 -1
// expect: Int8 UInt16
// expect: 2147483647 2147483648 UInt32
// expect: true
// expect: 127 -1 0 1
