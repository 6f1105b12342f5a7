// Blog style (generic popcount table): building a lookup table and Hamming distance
var table = [UInt8](repeating: 0, count: 256)
for i in 1..<256 {
    table[i] = table[i >> 1] + UInt8(i & 1)
}
print(table[0...16].map { Int($0) })
func popcountViaTable(_ x: UInt32) -> Int {
    var total = 0
    var v = x
    while v != 0 {
        total += Int(table[Int(v & 0xFF)])
        v >>= 8
    }
    return total
}
for v: UInt32 in [0, 1, 0xFF, 0xDEADBEEF, .max] {
    print(v, popcountViaTable(v), v.nonzeroBitCount)
}
func hamming<T: FixedWidthInteger>(_ a: T, _ b: T) -> Int { (a ^ b).nonzeroBitCount }
print(hamming(UInt8(0b1011), UInt8(0b0110)))
print(hamming(Int64(-1), 0))
print(hamming(Int16(7), Int16(-8)))
let parity = (0..<8).map { $0.nonzeroBitCount % 2 }
print(parity)
// expect: [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1]
// expect: 0 0 0
// expect: 1 1 1
// expect: 255 8 8
// expect: 3735928559 24 24
// expect: 4294967295 32 32
// expect: 3
// expect: 64
// expect: 16
// expect: [0, 1, 1, 0, 1, 0, 0, 1]
