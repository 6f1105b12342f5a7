// Compiler test style: truncatingIfNeeded and clamping conversions between integer widths
let big: Int = 0x1234_5678_9ABC
print(Int8(truncatingIfNeeded: big))
print(UInt8(truncatingIfNeeded: big))
print(Int16(truncatingIfNeeded: big))
print(UInt32(truncatingIfNeeded: big))

let neg: Int = -1
print(UInt8(truncatingIfNeeded: neg))
print(UInt64(truncatingIfNeeded: neg))
print(Int8(truncatingIfNeeded: UInt8(200)))

print(UInt8(clamping: 300))
print(UInt8(clamping: -5))
print(Int8(clamping: 1000))
print(Int8(clamping: -1000))
print(Int16(clamping: UInt64.max))

// expect: -68
// expect: 188
// expect: -25924
// expect: 1450744508
// expect: 255
// expect: 18446744073709551615
// expect: -56
// expect: 255
// expect: 0
// expect: 127
// expect: -128
// expect: 32767
