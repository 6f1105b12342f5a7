// Compiler test style: nonzeroBitCount, leadingZeroBitCount, trailingZeroBitCount
let values: [UInt8] = [0, 1, 2, 0x80, 0xFF, 0x18]
for v in values {
    print(v, v.nonzeroBitCount, v.leadingZeroBitCount, v.trailingZeroBitCount)
}
print(Int8(-1).nonzeroBitCount, Int8(-1).leadingZeroBitCount)
print(Int16(-32768).trailingZeroBitCount, Int16(-32768).leadingZeroBitCount)
print(Int(0).leadingZeroBitCount, Int(0).trailingZeroBitCount)
print(UInt64(1 << 40).trailingZeroBitCount, UInt32(1000).leadingZeroBitCount)
print(Int.min.nonzeroBitCount, Int.max.nonzeroBitCount)

// expect: 0 0 8 8
// expect: 1 1 7 0
// expect: 2 1 6 1
// expect: 128 1 0 7
// expect: 255 8 0 0
// expect: 24 2 3 3
// expect: 8 0
// expect: 15 0
// expect: 64 64
// expect: 40 22
// expect: 1 63
