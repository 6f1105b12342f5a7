// Algorithm Club style (bit manipulation): popcount with nonzeroBitCount, power-of-two tests, masks and shifts, bit reversal, and wrapping UInt8/UInt16 arithmetic
func bits<T: FixedWidthInteger>(_ x: T) -> String {
    let raw = String(x, radix: 2)
    return String(repeating: "0", count: T.bitWidth - raw.count) + raw
}

func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n & (n - 1) == 0 }

func reverseBits(_ x: UInt8) -> UInt8 {
    var x = x, r: UInt8 = 0
    for _ in 0..<8 { r = (r << 1) | (x & 1); x >>= 1 }
    return r
}

func manualPopcount(_ x: UInt32) -> Int {
    var x = x, n = 0
    while x != 0 { x &= x - 1; n += 1 }
    return n
}

let samples: [UInt32] = [0, 1, 0b1011, 255, 0xF0F0, UInt32.max]
print(samples.map(\.nonzeroBitCount), samples.map(manualPopcount))
print((0...17).filter(isPowerOfTwo))

var flags: UInt8 = 0
let read: UInt8 = 1 << 0, write: UInt8 = 1 << 1, exec: UInt8 = 1 << 2
flags |= read | exec
print(bits(flags), flags & write != 0, flags & exec != 0)
flags ^= exec
flags &= ~read
print(bits(flags), flags == 0)

print(bits(reverseBits(0b0000_0110)), bits(reverseBits(0b1000_0001)))
let b: UInt8 = 0b1011_0100
print(b.leadingZeroBitCount, b.trailingZeroBitCount, bits(b >> 2), bits(b << 3))
let lowestSet = b & (~b &+ 1)
print("lowest set bit:", bits(lowestSet))

let big: UInt8 = 250
print(big &+ 10, big &* 3, UInt8(3) &- 5, big.addingReportingOverflow(10))
let h: UInt16 = 0xFFF0
print(h &+ 0x20, h &* 2, (h &<< 4), bits(UInt16(0x00FF) &>> 4))
let neg: Int8 = -128
print(neg &- 1, Int8.max &+ 1, bits(UInt8(bitPattern: neg)), (neg >> 7), UInt8(bitPattern: neg))

var checksum: UInt16 = 0
for byte in Array("hello".utf8) { checksum = (checksum &<< 5) &+ checksum &+ UInt16(byte) }
print("checksum", checksum, String(checksum, radix: 16, uppercase: true))

// expect: [0, 1, 3, 8, 8, 32] [0, 1, 3, 8, 8, 32]
// expect: [1, 2, 4, 8, 16]
// expect: 00000101 false true
// expect: 00000000 true
// expect: 01100000 10000001
// expect: 0 2 00101101 10100000
// expect: lowest set bit: 00000100
// expect: 4 238 254 (partialValue: 4, overflow: true)
// expect: 16 65504 65280 0000000000001111
// expect: 127 -128 10000000 -1 128
// expect: checksum 12404 3074
