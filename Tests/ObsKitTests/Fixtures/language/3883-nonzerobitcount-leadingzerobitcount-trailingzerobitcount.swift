// Compiler test style: nonzeroBitCount, leadingZeroBitCount and trailingZeroBitCount
let samples: [UInt8] = [0, 1, 2, 7, 128, 255, 0b0101_0000]
for s in samples {
    print(s, s.nonzeroBitCount, s.leadingZeroBitCount, s.trailingZeroBitCount)
}
let signed: [Int16] = [-1, -2, Int16.min, Int16.max, 0, 1024]
for s in signed {
    print(s, s.nonzeroBitCount, s.leadingZeroBitCount, s.trailingZeroBitCount)
}
print(UInt64.max.nonzeroBitCount, (0 as UInt64).leadingZeroBitCount)
print(Int.bitWidth, UInt32.bitWidth, Int8.bitWidth)

func popcountByHand(_ value: UInt32) -> Int {
    var v = value
    var count = 0
    while v != 0 {
        v &= v - 1
        count += 1
    }
    return count
}
for v: UInt32 in [0, 0xF0F0, 0xDEAD_BEEF, UInt32.max] {
    print(v, popcountByHand(v), v.nonzeroBitCount)
}

func bitLength(_ n: UInt32) -> Int { n.bitWidth - n.leadingZeroBitCount }
print((0...9).map { bitLength(UInt32($0)) })
func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n.nonzeroBitCount == 1 }
print([1, 3, 64, 96, 1 << 40, 0, -8].map(isPowerOfTwo))
// expect: 0 0 8 8
// expect: 1 1 7 0
// expect: 2 1 6 1
// expect: 7 3 5 0
// expect: 128 1 0 7
// expect: 255 8 0 0
// expect: 80 2 1 4
// expect: -1 16 0 0
// expect: -2 15 0 1
// expect: -32768 1 0 15
// expect: 32767 15 1 0
// expect: 0 0 16 16
// expect: 1024 1 5 10
// expect: 64 64
// expect: 64 32 8
// expect: 0 0 0
// expect: 61680 8 8
// expect: 3735928559 24 24
// expect: 4294967295 32 32
// expect: [0, 1, 2, 2, 3, 3, 3, 3, 4, 4]
// expect: [true, false, true, false, true, false, false]
