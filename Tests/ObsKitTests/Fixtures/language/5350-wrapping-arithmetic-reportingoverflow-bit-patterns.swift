// Swift book style (overflow operators): wrapping arithmetic, reportingOverflow, and bit patterns
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)

var unsignedUnderflow = UInt8.min
unsignedUnderflow = unsignedUnderflow &- 1
print(unsignedUnderflow)

var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(signedOverflow)

print(Int8.max &+ 1, Int16.max &* 2, UInt16(65535) &+ 2)
let (partial, overflow) = Int32.max.addingReportingOverflow(1)
print(partial, overflow)
print(UInt8(200).multipliedReportingOverflow(by: 2))
print(Int.max.subtractingReportingOverflow(-1).overflow)

func fnv1a(_ s: String) -> UInt32 {
    var hash: UInt32 = 2166136261
    for byte in s.utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 16777619
    }
    return hash
}
print(fnv1a("hello"), fnv1a(""), String(fnv1a("swift"), radix: 16))

let x: UInt8 = 0b1011_0010
print(x << 1, x >> 3, ~x, x & 0x0F, x | 0x01, x ^ 0xFF)
print(x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
print(Int8(bitPattern: 200), UInt8(bitPattern: -1), Int8(truncatingIfNeeded: 300))
print(Int16(-1) &>> 20, UInt8(1) &<< 9)
print(Int8(exactly: 128) as Any, Int8(clamping: 1000), UInt(clamping: -5))

// expect: 0
// expect: 255
// expect: 127
// expect: -128 -2 1
// expect: -2147483648 true
// expect: (partialValue: 144, overflow: true)
// expect: true
// expect: 1335831723 2166136261 b13260d8
// expect: 100 22 77 2 179 77
// expect: 4 0 1
// expect: -56 255 44
// expect: -1 2
// expect: nil 127 0
