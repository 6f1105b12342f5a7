// Apple docs style (FixedWidthInteger.max and .min): the range of every integer width
print("Int8:", Int8.min, "...", Int8.max)
print("UInt8:", UInt8.min, "...", UInt8.max)
print("Int16:", Int16.min, "...", Int16.max)
print("UInt16:", UInt16.min, "...", UInt16.max)
print("Int32:", Int32.min, "...", Int32.max)
print("UInt32:", UInt32.min, "...", UInt32.max)
print("Int64:", Int64.min, "...", Int64.max)
print("UInt64:", UInt64.min, "...", UInt64.max)
print("Int == Int64 range:", Int.max == Int64.max && Int.min == Int64.min)

// A generic table built from the protocol
func describe<T: FixedWidthInteger>(_: T.Type) -> String {
    "\(T.self): \(T.bitWidth) bits, signed \(T.isSigned), span \(T.min)...\(T.max)"
}
print(describe(Int8.self))
print(describe(UInt32.self))

// Choosing the smallest type that fits
func smallestType(for value: Int) -> String {
    if Int8(exactly: value) != nil { return "Int8" }
    if Int16(exactly: value) != nil { return "Int16" }
    if Int32(exactly: value) != nil { return "Int32" }
    return "Int64"
}
for v in [100, -129, 40_000, -2_147_483_648, 3_000_000_000] {
    print("\(v) fits in \(smallestType(for: v))")
}

// Overflow detection at the edges
let (wrapped, didOverflow) = Int16.max.addingReportingOverflow(1)
print("Int16.max + 1 -> \(wrapped), overflow \(didOverflow)")
let (under, o2) = UInt8.min.subtractingReportingOverflow(1)
print("UInt8.min - 1 -> \(under), overflow \(o2)")
print("Int32.max &+ 1 =", Int32.max &+ 1)
print("UInt32.max &* 2 =", UInt32.max &* 2)

// Max values as powers of two minus one
print("UInt16.max + 1 as Int:", Int(UInt16.max) + 1, "== 1 << 16:", Int(UInt16.max) + 1 == 1 << 16)
print("Int8.max == (1 << 7) - 1:", Int(Int8.max) == (1 << 7) - 1)

// expect: Int8: -128 ... 127
// expect: UInt8: 0 ... 255
// expect: Int16: -32768 ... 32767
// expect: UInt16: 0 ... 65535
// expect: Int32: -2147483648 ... 2147483647
// expect: UInt32: 0 ... 4294967295
// expect: Int64: -9223372036854775808 ... 9223372036854775807
// expect: UInt64: 0 ... 18446744073709551615
// expect: Int == Int64 range: true
// expect: Int8: 8 bits, signed true, span -128...127
// expect: UInt32: 32 bits, signed false, span 0...4294967295
// expect: 100 fits in Int8
// expect: -129 fits in Int16
// expect: 40000 fits in Int32
// expect: -2147483648 fits in Int32
// expect: 3000000000 fits in Int64
// expect: Int16.max + 1 -> -32768, overflow true
// expect: UInt8.min - 1 -> 255, overflow true
// expect: Int32.max &+ 1 = -2147483648
// expect: UInt32.max &* 2 = 4294967294
// expect: UInt16.max + 1 as Int: 65536 == 1 << 16: true
// expect: Int8.max == (1 << 7) - 1: true
