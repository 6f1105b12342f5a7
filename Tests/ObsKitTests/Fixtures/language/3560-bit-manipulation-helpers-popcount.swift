// App code style: bit manipulation helpers (popcount, parity, masks, radix strings, subsets)
extension UInt8 {
    var binary: String {
        let s = String(self, radix: 2)
        return String(repeating: "0", count: 8 - s.count) + s
    }
    var reversedBits: UInt8 {
        var x = self, r: UInt8 = 0
        for _ in 0..<8 { r = (r << 1) | (x & 1); x >>= 1 }
        return r
    }
}

func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n & (n - 1) == 0 }
func lowestSetBit(_ n: Int) -> Int { n & -n }

for v: UInt8 in [0b1011_0001, 6, 255, 128] {
    print("\(v.binary) pop=\(v.nonzeroBitCount) lz=\(v.leadingZeroBitCount) tz=\(v.trailingZeroBitCount) rev=\(v.reversedBits.binary)")
}
print((1...20).filter(isPowerOfTwo))
print([12, 40, 7, 96].map(lowestSetBit))
print("hex:", String(48879, radix: 16, uppercase: true), "oct:", String(64, radix: 8))
print("from radix:", Int("ff", radix: 16)!, Int("1010", radix: 2)!, Int("zz", radix: 36)!)

var flags: UInt32 = 0
let read: UInt32 = 1 << 0, write: UInt32 = 1 << 1, exec: UInt32 = 1 << 2
flags |= read | exec
print("flags=\(flags) canWrite=\(flags & write != 0) canExec=\(flags & exec != 0)")
flags ^= exec
flags &= ~read
print("after toggle: \(flags)")

let items = ["a", "b", "c"]
var subsets: [String] = []
for mask in 0..<(1 << items.count) {
    let s = items.indices.filter { mask & (1 << $0) != 0 }.map { items[$0] }.joined()
    subsets.append(s.isEmpty ? "{}" : s)
}
print(subsets.joined(separator: " "))
let x: Int8 = -128
print("wrap:", x &- 1, Int8.max &+ 1, UInt8(200) &* 2, "shift:", -16 >> 2, 1 << 62)
print("swap via xor:", { (a: Int, b: Int) -> (Int, Int) in var a = a, b = b; a ^= b; b ^= a; a ^= b; return (a, b) }(3, 9))
// expect: 10110001 pop=4 lz=0 tz=0 rev=10001101
// expect: 00000110 pop=2 lz=5 tz=1 rev=01100000
// expect: 11111111 pop=8 lz=0 tz=0 rev=11111111
// expect: 10000000 pop=1 lz=0 tz=7 rev=00000001
// expect: [1, 2, 4, 8, 16]
// expect: [4, 8, 1, 32]
// expect: hex: BEEF oct: 100
// expect: from radix: 255 10 1295
// expect: flags=5 canWrite=false canExec=true
// expect: after toggle: 0
// expect: {} a b ab c ac bc abc
// expect: wrap: 127 -128 144 shift: -4 4611686018427387904
// expect: swap via xor: (9, 3)
