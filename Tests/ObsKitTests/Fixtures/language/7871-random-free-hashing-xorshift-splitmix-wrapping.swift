// Blog style (random-free hashing): xorshift, splitmix and wrapping constants with UInt64
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
var g = SplitMix64(state: 42)
for _ in 0..<4 { print(g.next()) }

func xorshift32(_ seed: UInt32, count: Int) -> [UInt32] {
    var x = seed
    var out: [UInt32] = []
    for _ in 0..<count {
        x ^= x << 13
        x ^= x >> 17
        x ^= x << 5
        out.append(x)
    }
    return out
}
print(xorshift32(1, count: 5))
var s = SplitMix64(state: 0)
let dice = (0..<10).map { _ in Int(s.next() % 6) + 1 }
print(dice)
let unit = Double(s.next() >> 11) * 0x1.0p-53
print(unit)
// expect: 13679457532755275413
// expect: 2949826092126892291
// expect: 5139283748462763858
// expect: 6349198060258255764
// expect: [270369, 67634689, 2647435461, 307599695, 2398689233]
// expect: [2, 1, 2, 5, 2, 1, 6, 3, 6, 3]
// expect: 0.39646797562881353
