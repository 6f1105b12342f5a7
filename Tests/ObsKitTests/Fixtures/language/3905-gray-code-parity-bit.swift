// Compiler test style: Gray code, parity and bit reversal with UInt8
func gray(_ n: UInt8) -> UInt8 { n ^ (n >> 1) }
func fromGray(_ g: UInt8) -> UInt8 {
    var n = g
    var shift: UInt8 = 1
    while shift < 8 {
        n ^= n >> shift
        shift <<= 1
    }
    return n
}
let codes = (0..<8).map { gray(UInt8($0)) }
print(codes.map { String($0, radix: 2) })
print(codes.map(fromGray))
print((0...255).allSatisfy { fromGray(gray(UInt8($0))) == UInt8($0) })

func parity(_ x: UInt8) -> Int { x.nonzeroBitCount & 1 }
print([0, 1, 3, 7, 0xFF, 0x80].map { parity(UInt8($0)) })

func reverseBits(_ x: UInt8) -> UInt8 {
    var v = x
    var r: UInt8 = 0
    for _ in 0..<8 {
        r = (r << 1) | (v & 1)
        v >>= 1
    }
    return r
}
for x: UInt8 in [0b0000_0001, 0b1010_0000, 0b1111_0000, 0b0110_1001] {
    let r = reverseBits(x)
    print(String(x, radix: 2), "->", String(r, radix: 2))
}
func lowestSetBit(_ x: Int) -> Int { x & -x }
print([12, 40, 7, 0, -8].map(lowestSetBit))
func clearLowest(_ x: Int) -> Int { x & (x - 1) }
print([12, 40, 7, 1].map(clearLowest))
// expect: ["0", "1", "11", "10", "110", "111", "101", "100"]
// expect: [0, 1, 2, 3, 4, 5, 6, 7]
// expect: true
// expect: [0, 1, 0, 1, 0, 1]
// expect: 1 -> 10000000
// expect: 10100000 -> 101
// expect: 11110000 -> 1111
// expect: 1101001 -> 10010110
// expect: [4, 8, 1, 0, 8]
// expect: [8, 32, 6, 0]
