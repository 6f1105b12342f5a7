// Puzzle style: Rosetta Code linear congruential generators and FNV-1a hashing with wrapping arithmetic
struct BSDRandom: IteratorProtocol {
    var state: UInt32
    mutating func next() -> UInt32? {
        state = (1_103_515_245 &* state &+ 12_345) & 0x7fff_ffff
        return state
    }
}

struct MSRandom: IteratorProtocol {
    var state: UInt32
    mutating func next() -> UInt32? {
        state = 214_013 &* state &+ 2_531_011
        return (state >> 16) & 0x7fff
    }
}

func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
}

func fnv1a32(_ text: String) -> UInt32 {
    text.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
}

var bsd = BSDRandom(state: 0)
var ms = MSRandom(state: 0)
print("BSD: \((0..<5).compactMap { _ in bsd.next() })")
print("MS:  \((0..<5).compactMap { _ in ms.next() })")

var seeded = MSRandom(state: 42)
var rolls = [Int](repeating: 0, count: 6)
for _ in 0..<600 {
    rolls[Int(seeded.next()! % 6)] += 1
}
print("Dice histogram: \(rolls), total \(rolls.reduce(0, +))")

for word in ["", "a", "foobar", "hello world"] {
    let h64 = fnv1a64(word)
    print("fnv(\"\(word)\"): 64=\(String(h64, radix: 16)) 32=\(fnv1a32(word)) low byte=\(UInt8(truncatingIfNeeded: h64))")
}

let big: UInt64 = .max
print("UInt64.max = \(big), as Int bits = \(Int(truncatingIfNeeded: big)), half = \(big / 2)")
print("Clamped: \(UInt8(clamping: 300)) \(Int8(clamping: -1000)) \(UInt16(clamping: 65535))")
let (product, overflow) = Int.max.multipliedReportingOverflow(by: 3)
print("Overflowing product: \(product) overflow=\(overflow)")
print("Smart shifts: \(1 << 64) \(1 << 63) \(-8 >> 1) \(-1 >> 10) \(16 >> -2) \(Int32(1) &<< 33)")
print("Masked shifts: \(UInt8(0b1000_0001) &>> 9) \(~0) \(~UInt8(0b1010_1010))")
let qr = (-17).quotientAndRemainder(dividingBy: 5)
print("Division: \(-17 / 5) \(-17 % 5) \(qr) \((-17).signum()) \(Int.min.magnitude)")
// expect: BSD: [12345, 1406932606, 654583775, 1449466924, 229283573]
// expect: MS:  [38, 7719, 21238, 2437, 8855]
// expect: Dice histogram: [98, 109, 86, 110, 99, 98], total 600
// expect: fnv(""): 64=cbf29ce484222325 32=2166136261 low byte=37
// expect: fnv("a"): 64=af63dc4c8601ec8c 32=3826002220 low byte=140
// expect: fnv("foobar"): 64=85944171f73967e8 32=3214735720 low byte=232
// expect: fnv("hello world"): 64=779a65e7023cd2e7 32=3582672807 low byte=231
// expect: UInt64.max = 18446744073709551615, as Int bits = -1, half = 9223372036854775807
// expect: Clamped: 255 -128 65535
// expect: Overflowing product: 9223372036854775805 overflow=true
// expect: Smart shifts: 0 -9223372036854775808 -4 -1 64 2
// expect: Masked shifts: 64 -1 85
// expect: Division: -3 -2 (quotient: -3, remainder: -2) -1 9223372036854775808
