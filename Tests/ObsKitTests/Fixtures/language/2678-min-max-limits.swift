// Compiler test style: min and max limits of every integer type
print(Int8.min, Int8.max)
print(Int16.min, Int16.max)
print(Int32.min, Int32.max)
print(Int64.min, Int64.max)
print(UInt8.min, UInt8.max)
print(UInt16.min, UInt16.max)
print(UInt32.min, UInt32.max)
print(UInt64.min, UInt64.max)
print(Int.max == Int64.max, UInt.max == UInt64.max)
print(Int.min.magnitude)
print(Int8.min.magnitude, type(of: Int8.min.magnitude))

// expect: -128 127
// expect: -32768 32767
// expect: -2147483648 2147483647
// expect: -9223372036854775808 9223372036854775807
// expect: 0 255
// expect: 0 65535
// expect: 0 4294967295
// expect: 0 18446744073709551615
// expect: true true
// expect: 9223372036854775808
// expect: 128 UInt8
