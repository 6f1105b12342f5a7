// Compiler test style: bit manipulation tricks on Int, UInt8 and UInt32
func popCount(_ x: Int) -> Int {
    var n = x, count = 0
    while n != 0 {
        n &= n - 1
        count += 1
    }
    return count
}

func isPowerOfTwo(_ x: Int) -> Bool { x > 0 && x & (x - 1) == 0 }

func singleNumber(_ a: [Int]) -> Int { a.reduce(0, ^) }

func binary<T: BinaryInteger>(_ x: T, width: Int) -> String {
    let s = String(x, radix: 2)
    return String(repeating: "0", count: max(0, width - s.count)) + s
}

func reverseBits(_ x: UInt8) -> UInt8 {
    var v = x, r: UInt8 = 0
    for _ in 0..<8 {
        r = (r << 1) | (v & 1)
        v >>= 1
    }
    return r
}

func countingBits(_ n: Int) -> [Int] {
    var bits = [Int](repeating: 0, count: n + 1)
    for i in stride(from: 1, through: n, by: 1) { bits[i] = bits[i >> 1] + (i & 1) }
    return bits
}

func subsetsByMask<T>(_ items: [T]) -> [[T]] {
    (0..<(1 << items.count)).map { mask in
        items.indices.filter { mask & (1 << $0) != 0 }.map { items[$0] }
    }
}

func missingNumber(_ a: [Int]) -> Int {
    var x = a.count
    for (i, v) in a.enumerated() { x ^= i ^ v }
    return x
}

func grayCode(_ n: Int) -> [Int] { (0..<(1 << n)).map { $0 ^ ($0 >> 1) } }

struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: UInt8
    static let read = Permissions(rawValue: 1 << 2)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 0)
    var description: String {
        (contains(.read) ? "r" : "-") + (contains(.write) ? "w" : "-") + (contains(.execute) ? "x" : "-")
    }
}

print("popcount:", [0, 1, 7, 255, 1023, 12345].map(popCount))
print("builtin:", 12345.nonzeroBitCount, (12345 as UInt16).leadingZeroBitCount, 40.trailingZeroBitCount)
print("powers of two:", (0...20).filter(isPowerOfTwo))
print("single:", singleNumber([4, 1, 2, 1, 2]), singleNumber([7, 3, 3]))
print("binary:", binary(UInt8(37), width: 8), binary(5, width: 4), binary(-1 as Int8, width: 8))
print("reverse 0b00000110:", binary(reverseBits(0b0000_0110), width: 8))
print("counting bits:", countingBits(10))
print("subsets:", subsetsByMask(["a", "b", "c"]).map { $0.joined() })
print("missing:", missingNumber([3, 0, 1]), missingNumber([9, 6, 4, 2, 3, 5, 7, 0, 1]))
print("gray(3):", grayCode(3).map { binary($0, width: 3) }.joined(separator: " "))
let a: UInt8 = 0b1100_1010
print("not:", binary(~a, width: 8), "shl overflow:", binary(a &<< 2, width: 8), "wrap add:", a &+ 100)
var x = 5, y = 9
x ^= y; y ^= x; x ^= y
print("xor swap:", x, y)
let u: UInt32 = 0xDEADBEEF
print("hex:", String(u, radix: 16, uppercase: true), "low byte:", u & 0xFF, "high nibble:", u >> 28)
print("byteSwapped:", String(u.byteSwapped, radix: 16))
var perms: Permissions = [.read, .write]
print(perms, perms.rawValue)
perms.insert(.execute)
perms.remove(.write)
print(perms, perms.rawValue, Permissions(rawValue: 7), Permissions())
print("sign bit of -8 >> 1:", -8 >> 1, "unsigned shift:", UInt8(200) >> 1)

// expect: popcount: [0, 1, 3, 8, 10, 6]
// expect: builtin: 6 2 3
// expect: powers of two: [1, 2, 4, 8, 16]
// expect: single: 4 7
// expect: binary: 00100101 0101 000000-1
// expect: reverse 0b00000110: 01100000
// expect: counting bits: [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2]
// expect: subsets: ["", "a", "b", "ab", "c", "ac", "bc", "abc"]
// expect: missing: 2 8
// expect: gray(3): 000 001 011 010 110 111 101 100
// expect: not: 00110101 shl overflow: 00101000 wrap add: 46
// expect: xor swap: 9 5
// expect: hex: DEADBEEF low byte: 239 high nibble: 13
// expect: byteSwapped: efbeadde
// expect: rw- 6
// expect: r-x 5 rwx ---
// expect: sign bit of -8 >> 1: -4 unsigned shift: 100
