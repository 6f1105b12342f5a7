// Rosetta Code style (Bitwise operations and bit tricks): popcount, Gray code, power-of-two checks and bit reversal
func bin<T: FixedWidthInteger>(_ x: T, width: Int = 8) -> String {
    let s = String(x, radix: 2)
    return String(repeating: "0", count: max(0, width - s.count)) + s
}

let a: UInt8 = 0b1011_0110, b: UInt8 = 0b0110_1100
print(bin(a), bin(b))
print("and", bin(a & b), "or", bin(a | b), "xor", bin(a ^ b), "not", bin(~a))
print("shl", bin(a << 2), "shr", bin(a >> 3), "overflow add", a &+ b, "mul", a &* 3)
print(a.nonzeroBitCount, a.leadingZeroBitCount, a.trailingZeroBitCount, (a.byteSwapped == a))

let neg: Int8 = -20
print(neg >> 2, neg &>> 2, UInt8(bitPattern: neg), bin(UInt8(bitPattern: neg)))

func popcount(_ x: Int) -> Int {
    var n = x, c = 0
    while n != 0 { n &= n - 1; c += 1 }
    return c
}
print((0...16).map(popcount))

func isPowerOfTwo(_ x: Int) -> Bool { x > 0 && x & (x - 1) == 0 }
print((1...40).filter(isPowerOfTwo))

func gray(_ n: Int) -> Int { n ^ (n >> 1) }
func fromGray(_ g: Int) -> Int {
    var n = g, shift = g >> 1
    while shift != 0 { n ^= shift; shift >>= 1 }
    return n
}
for i in 0..<8 {
    print(i, bin(UInt8(i), width: 3), bin(UInt8(gray(i)), width: 3), fromGray(gray(i)))
}

func reverseBits(_ x: UInt32) -> UInt32 {
    var v = x, r: UInt32 = 0
    for _ in 0..<32 { r = (r << 1) | (v & 1); v >>= 1 }
    return r
}
print(reverseBits(43261596), String(reverseBits(1), radix: 16))
let singles = [4, 1, 2, 1, 2].reduce(0, ^)
print("single number:", singles, "swap:", { () -> (Int, Int) in var x = 3, y = 9; x ^= y; y ^= x; x ^= y; return (x, y) }())
print(Int.bitWidth, UInt16.max, Int8.min, Int32(truncatingIfNeeded: 0x1_0000_0005), UInt8(clamping: 300))
print(String(255, radix: 16, uppercase: true), Int("ff", radix: 16) as Any, Int("zz", radix: 36) as Any)

// expect: 10110110 01101100
// expect: and 00100100 or 11111110 xor 11011010 not 01001001
// expect: shl 11011000 shr 00010110 overflow add 34 mul 34
// expect: 5 0 1 true
// expect: -5 -5 236 11101100
// expect: [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1]
// expect: [1, 2, 4, 8, 16, 32]
// expect: 0 000 000 0
// expect: 1 001 001 1
// expect: 2 010 011 2
// expect: 3 011 010 3
// expect: 4 100 110 4
// expect: 5 101 111 5
// expect: 6 110 101 6
// expect: 7 111 100 7
// expect: 964176192 80000000
// expect: single number: 4 swap: (9, 3)
// expect: 64 65535 -128 5 255
// expect: FF Optional(255) Optional(1295)
