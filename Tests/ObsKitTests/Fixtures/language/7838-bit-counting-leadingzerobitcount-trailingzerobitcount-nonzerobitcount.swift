// Blog style (bit counting): leadingZeroBitCount, trailingZeroBitCount and nonzeroBitCount
let values: [UInt16] = [0, 1, 2, 0x00F0, 0x8000, 0xFFFF]
for v in values {
    print(v, v.leadingZeroBitCount, v.trailingZeroBitCount, v.nonzeroBitCount)
}
print(Int8(-1).nonzeroBitCount, Int8(-1).leadingZeroBitCount)
print(Int32(0).trailingZeroBitCount)
print(UInt64(1 << 40).trailingZeroBitCount)

func popcount<T: FixedWidthInteger>(_ x: T) -> Int { x.nonzeroBitCount }
func log2Floor<T: FixedWidthInteger>(_ x: T) -> Int {
    precondition(x > 0)
    return T.bitWidth - 1 - x.leadingZeroBitCount
}
func isPowerOfTwo<T: FixedWidthInteger>(_ x: T) -> Bool { x > 0 && x.nonzeroBitCount == 1 }

print(popcount(UInt8(0b1010_1010)), popcount(Int64.max), popcount(Int.min))
print(log2Floor(1), log2Floor(1024), log2Floor(UInt8(200)), log2Floor(Int16(1000)))
print([1, 2, 3, 64, 96, 128].map(isPowerOfTwo))
var m = 0b1011_0100
var bits: [Int] = []
while m != 0 {
    bits.append(m.trailingZeroBitCount)
    m &= m - 1
}
print(bits)
// expect: 0 16 16 0
// expect: 1 15 0 1
// expect: 2 14 1 1
// expect: 240 8 4 4
// expect: 32768 0 15 1
// expect: 65535 0 0 16
// expect: 8 0
// expect: 32
// expect: 40
// expect: 4 63 1
// expect: 0 10 7 9
// expect: [true, true, false, true, false, true]
// expect: [2, 4, 5, 7]
