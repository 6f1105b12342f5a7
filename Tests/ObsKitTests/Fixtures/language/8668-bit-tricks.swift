// Kata style (bit manipulation): popcounts, masks, subsets by bitmask and a UInt64 FNV hash with &* and &+
func bits(_ n: UInt8) -> String {
    let raw = String(n, radix: 2)
    return String(repeating: "0", count: 8 - raw.count) + raw
}

for n: UInt8 in [0, 5, 96, 255, 170] {
    print("\(bits(n)) ones=\(n.nonzeroBitCount) lead=\(n.leadingZeroBitCount) trail=\(n.trailingZeroBitCount)")
}

func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n & (n - 1) == 0 }
print("Powers of two under 70:", (1..<70).filter(isPowerOfTwo))

let x = 0b1011_0110
print("lowest set bit of \(x): \(x & -x)")
print("clear lowest: \(x & (x - 1)), toggle bit 0: \(x ^ 1), set bit 3: \(x | (1 << 3))")
print("rotate-ish: \((x << 2) & 0xFF | (x >> 6))")

let items = ["tent", "stove", "rope", "lamp"]
let weights = [5, 3, 2, 1]
var bestMask = 0, bestCount = 0
for mask in 0..<(1 << items.count) {
    let weight = (0..<items.count).filter { mask & (1 << $0) != 0 }.reduce(0) { $0 + weights[$1] }
    if weight <= 6 && mask.nonzeroBitCount > bestCount {
        bestCount = mask.nonzeroBitCount
        bestMask = mask
    }
}
let chosen = items.indices.filter { bestMask >> $0 & 1 == 1 }.map { items[$0] }
print("Pack within 6kg: \(chosen) (mask \(String(bestMask, radix: 2)))")

func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100000001b3
    }
    return hash
}
for word in ["", "a", "swift", "Swift"] {
    print("fnv1a(\"\(word)\") = \(String(fnv1a(word), radix: 16))")
}
var wrap: UInt8 = 250
wrap = wrap &+ 10
print("250 &+ 10 as UInt8 = \(wrap), Int8.max &+ 1 = \(Int8.max &+ 1)")
print("gray codes: \((0..<8).map { $0 ^ ($0 >> 1) }.map { bits(UInt8($0)).suffix(3) }.joined(separator: " "))")

// expect: 00000000 ones=0 lead=8 trail=8
// expect: 00000101 ones=2 lead=5 trail=0
// expect: 01100000 ones=2 lead=1 trail=5
// expect: 11111111 ones=8 lead=0 trail=0
// expect: 10101010 ones=4 lead=0 trail=1
// expect: Powers of two under 70: [1, 2, 4, 8, 16, 32, 64]
// expect: lowest set bit of 182: 2
// expect: clear lowest: 180, toggle bit 0: 183, set bit 3: 190
// expect: rotate-ish: 218
// expect: Pack within 6kg: ["stove", "rope", "lamp"] (mask 1110)
// expect: fnv1a("") = cbf29ce484222325
// expect: fnv1a("a") = af63dc4c8601ec8c
// expect: fnv1a("swift") = a41635a24b4ea2d8
// expect: fnv1a("Swift") = 63d61d08bd63f538
// expect: 250 &+ 10 as UInt8 = 4, Int8.max &+ 1 = -128
// expect: gray codes: 000 001 011 010 110 111 101 100
