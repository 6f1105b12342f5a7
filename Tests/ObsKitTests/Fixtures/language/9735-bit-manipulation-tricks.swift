// LeetCode bit manipulation collection: XOR single number, nonzeroBitCount, power of two, subsets by bitmask, Gray code, reversing bits of UInt32
func singleNumber(_ nums: [Int]) -> Int { nums.reduce(0, ^) }

func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n & (n - 1) == 0 }

func countBits(_ n: Int) -> [Int] {
    var bits = [0]
    for i in stride(from: 1, through: n, by: 1) { bits.append(bits[i >> 1] + (i & 1)) }
    return bits
}

func subsets<T>(_ items: [T]) -> [[T]] {
    (0..<(1 << items.count)).map { mask in
        items.indices.filter { mask & (1 << $0) != 0 }.map { items[$0] }
    }
}

func grayCode(_ n: Int) -> [Int] { (0..<(1 << n)).map { $0 ^ ($0 >> 1) } }

func reverseBits(_ x: UInt32) -> UInt32 {
    var n = x, result: UInt32 = 0
    for _ in 0..<32 {
        result = (result << 1) | (n & 1)
        n >>= 1
    }
    return result
}

func binary<T: BinaryInteger>(_ v: T, width: Int) -> String {
    let s = String(v, radix: 2)
    return String(repeating: "0", count: max(0, width - s.count)) + s
}

print("single number: \(singleNumber([4, 1, 2, 1, 2]))")
print("powers of two up to 70: \((1...70).filter(isPowerOfTwo))")
print("countBits(8): \(countBits(8))")
print("popcount 255=\(255.nonzeroBitCount) 1023=\(1023.nonzeroBitCount) -1 as UInt8=\(UInt8(truncatingIfNeeded: -1).nonzeroBitCount)")
print("leading zeros of UInt16(1): \(UInt16(1).leadingZeroBitCount), trailing zeros of 48: \(48.trailingZeroBitCount)")

let powerSet = subsets(["a", "b", "c"])
print(powerSet.map { "{" + $0.joined(separator: ",") + "}" }.joined(separator: " "), "count:", powerSet.count)

print("gray(3): " + grayCode(3).map { binary($0, width: 3) }.joined(separator: " "))
let r = reverseBits(0b00000010100101000001111010011100)
print("reverseBits: \(r) = \(binary(r, width: 32))")

var flags: UInt8 = 0
flags |= 1 << 3
flags |= 1 << 0
flags ^= 1 << 5
print("flags: \(binary(flags, width: 8)) bit3=\(flags & (1 << 3) != 0) bit4=\(flags & (1 << 4) != 0)")
flags &= ~(1 << 3)
print("cleared bit3: \(binary(flags, width: 8))")
print("overflow add: \(UInt8(250) &+ 10), shift: \(Int8(-128) >> 1), hex: \(String(0xBEEF, radix: 16, uppercase: true))")
// expect: single number: 4
// expect: powers of two up to 70: [1, 2, 4, 8, 16, 32, 64]
// expect: countBits(8): [0, 1, 1, 2, 1, 2, 2, 3, 1]
// expect: popcount 255=8 1023=10 -1 as UInt8=8
// expect: leading zeros of UInt16(1): 15, trailing zeros of 48: 4
// expect: {} {a} {b} {a,b} {c} {a,c} {b,c} {a,b,c} count: 8
// expect: gray(3): 000 001 011 010 110 111 101 100
// expect: reverseBits: 964176192 = 00111001011110000010100101000000
// expect: flags: 00101001 bit3=true bit4=false
// expect: cleared bit3: 00100001
// expect: overflow add: 4, shift: -64, hex: BEEF
