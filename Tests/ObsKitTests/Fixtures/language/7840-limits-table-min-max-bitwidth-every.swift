// Blog style (limits table): min, max and bitWidth of every fixed-width integer type
func row<T: FixedWidthInteger>(_ name: String, _ t: T.Type) {
    print("\(name): \(T.min) ... \(T.max) (\(T.bitWidth) bits, signed: \(T.isSigned))")
}
row("Int8", Int8.self)
row("Int16", Int16.self)
row("Int32", Int32.self)
row("Int64", Int64.self)
row("Int", Int.self)
row("UInt8", UInt8.self)
row("UInt16", UInt16.self)
row("UInt32", UInt32.self)
row("UInt64", UInt64.self)
row("UInt", UInt.self)
print(MemoryLayout<Int16>.size, MemoryLayout<UInt64>.size)
print(Int8.max.bitWidth, UInt.max.bitWidth)
print(Int64.max == Int64(Int.max))
print(UInt32.max == UInt32(UInt16.max) * 65537)
// expect: Int8: -128 ... 127 (8 bits, signed: true)
// expect: Int16: -32768 ... 32767 (16 bits, signed: true)
// expect: Int32: -2147483648 ... 2147483647 (32 bits, signed: true)
// expect: Int64: -9223372036854775808 ... 9223372036854775807 (64 bits, signed: true)
// expect: Int: -9223372036854775808 ... 9223372036854775807 (64 bits, signed: true)
// expect: UInt8: 0 ... 255 (8 bits, signed: false)
// expect: UInt16: 0 ... 65535 (16 bits, signed: false)
// expect: UInt32: 0 ... 4294967295 (32 bits, signed: false)
// expect: UInt64: 0 ... 18446744073709551615 (64 bits, signed: false)
// expect: UInt: 0 ... 18446744073709551615 (64 bits, signed: false)
// expect: 2 8
// expect: 8 64
// expect: true
// expect: true
