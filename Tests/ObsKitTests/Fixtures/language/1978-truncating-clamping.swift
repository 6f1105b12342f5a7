// Compiler test style: integer conversions truncatingIfNeeded, clamping, exactly, min/max
let big = 300
print(UInt8(truncatingIfNeeded: big), Int8(truncatingIfNeeded: big), Int8(truncatingIfNeeded: 200))
print(UInt8(clamping: big), Int8(clamping: -1000), UInt8(clamping: -5), Int16(clamping: 70000))
print(UInt8(exactly: 255) as Any, UInt8(exactly: 256) as Any, Int8(exactly: -129) as Any)
print(Int(exactly: UInt64.max) as Any, Int8(exactly: UInt8(127)) as Any)
print(UInt32(truncatingIfNeeded: -1), UInt16(truncatingIfNeeded: Int64(0x1_2345_6789)))
print(Int64(truncatingIfNeeded: UInt64.max), Int(Int8.min), UInt(UInt8.max))

print(Int8.min, Int8.max, UInt8.min, UInt8.max)
print(Int16.min, Int16.max, UInt16.max)
print(Int32.min, Int32.max, UInt32.max)
print(Int64.min, Int64.max, UInt64.max)
print(Int.bitWidth, Int8.bitWidth, UInt16.bitWidth, Int32.isSigned, UInt32.isSigned)

print(min(3, 9), max(3, 9), min(4, 2, 8, 1), max(-1, -7, -3))
print(min("pear", "apple"), max(2.5, 1.5))
print([7, 2, 9].min()!, [7, 2, 9].max()!, ([] as [Int]).max() as Any)
print(Swift.max(UInt8(200), 100), Int8(clamping: max(-200, -100)))

func describe<T: FixedWidthInteger>(_ t: T.Type) -> String {
    "\(t): \(T.min)...\(T.max), \(T.bitWidth) bits"
}
print(describe(Int8.self))
print(describe(UInt16.self))

let negative: Int16 = -2
print(UInt16(bitPattern: negative), UInt32(truncatingIfNeeded: negative), Int32(negative))
print(Int8(truncatingIfNeeded: UInt8(0x80)), UInt64(truncatingIfNeeded: Int8(-1)) == UInt64.max)
print(abs(-17), (-17).magnitude, Int8.min.magnitude, (-7).signum(), 0.signum(), 12.signum())
print(17 / 5, 17 % 5, -17 / 5, -17 % 5, 17 % -5)
print((-17).quotientAndRemainder(dividingBy: 5))
print(100.isMultiple(of: 25), 7.isMultiple(of: 0), 0.isMultiple(of: 0))

// expect: 44 44 -56
// expect: 255 -128 0 32767
// expect: Optional(255) nil nil
// expect: nil Optional(127)
// expect: 4294967295 26505
// expect: -1 -128 255
// expect: -128 127 0 255
// expect: -32768 32767 65535
// expect: -2147483648 2147483647 4294967295
// expect: -9223372036854775808 9223372036854775807 18446744073709551615
// expect: 64 8 16 true false
// expect: 3 9 1 -1
// expect: apple 2.5
// expect: 2 9 nil
// expect: 200 -100
// expect: Int8: -128...127, 8 bits
// expect: UInt16: 0...65535, 16 bits
// expect: 65534 4294967294 -2
// expect: -128 true
// expect: 17 17 128 -1 0 1
// expect: 3 2 -3 -2 2
// expect: (quotient: -3, remainder: -2)
// expect: true false true
