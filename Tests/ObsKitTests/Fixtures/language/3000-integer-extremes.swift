// Compiler test style: printing Int8/UInt8/Int16/Int32/Int64/UInt64 extremes
print(Int8.min, Int8.max)
print(UInt8.min, UInt8.max)
print(Int16.min, Int16.max)
print(UInt16.max)
print(Int32.min, Int32.max)
print(UInt32.max)
print(Int64.min)
print(Int64.max)
print(UInt64.max)
print(Int.min)
debugPrint(Int8.min)
debugPrint(UInt64.max)
let bytes: [Int8] = [-128, 0, 127]
print(bytes)
let u: [UInt64] = [0, UInt64.max]
print(u)
print(String(describing: Int8.max))
print(String(reflecting: UInt64.max))
print(Int8(truncatingIfNeeded: 200))
print(UInt8(truncatingIfNeeded: -1))
print(Int8.max &+ 1)
print(UInt64.max &+ 1)
print(String(UInt64.max, radix: 16))
print(String(Int8.min, radix: 2))
let opt: Int8? = -5
print(opt as Any)
print("value=\(Int16.min)")
print(type(of: Int8.max), type(of: UInt64.max))
// expect: -128 127
// expect: 0 255
// expect: -32768 32767
// expect: 65535
// expect: -2147483648 2147483647
// expect: 4294967295
// expect: -9223372036854775808
// expect: 9223372036854775807
// expect: 18446744073709551615
// expect: -9223372036854775808
// expect: -128
// expect: 18446744073709551615
// expect: [-128, 0, 127]
// expect: [0, 18446744073709551615]
// expect: 127
// expect: 18446744073709551615
// expect: -56
// expect: 255
// expect: -128
// expect: 0
// expect: ffffffffffffffff
// expect: -10000000
// expect: Optional(-5)
// expect: value=-32768
// expect: Int8 UInt64
