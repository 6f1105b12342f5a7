// Generic functions over BinaryInteger: digit sums, gcd, bit counts and conversions across widths and signedness
func digitSum<T: BinaryInteger>(_ n: T) -> T {
    var v = n < 0 ? 0 - n : n
    var s: T = 0
    while v > 0 {
        s += v % 10
        v /= 10
    }
    return s
}

func gcd<T: BinaryInteger>(_ a: T, _ b: T) -> T {
    var (x, y) = (a.magnitude, b.magnitude)
    while y != 0 { (x, y) = (y, x % y) }
    return T(x)
}

func describe<T: BinaryInteger>(_ v: T) -> String {
    let kind = T.isSigned ? "signed" : "unsigned"
    return "\(v) \(kind) bits=\(v.bitWidth) trailingZeros=\(v.trailingZeroBitCount) words=\(v.words.count)"
}

func popcount<T: FixedWidthInteger>(_ v: T) -> Int { v.nonzeroBitCount }

func clampConvert<From: BinaryInteger, To: FixedWidthInteger>(_ v: From, to: To.Type) -> To {
    To(clamping: v)
}

func isPowerOfTwo<T: BinaryInteger>(_ v: T) -> Bool {
    v > 0 && (v & (v - 1)) == 0
}

print(digitSum(12345))
print(digitSum(-907 as Int16))
print(digitSum(UInt8(255)))
print(digitSum(UInt64.max))
print(gcd(48, 180))
print(gcd(-12, 18))
print(gcd(UInt8(0), UInt8(7)))
print(gcd(Int64(1) << 40, Int64(1) << 33))
print(describe(Int8(-128)))
print(describe(UInt16(40)))
print(describe(0 as Int))
print(popcount(Int8(-1)), popcount(UInt32(0xF0F0)), popcount(Int.min))
print(clampConvert(300, to: UInt8.self), clampConvert(-5, to: UInt8.self))
print(clampConvert(Int64.max, to: Int16.self), clampConvert(UInt8(200), to: Int8.self))
print((0...70).filter(isPowerOfTwo))
print(isPowerOfTwo(UInt8(128)), isPowerOfTwo(Int8(-128)))

func sumAll<T: BinaryInteger>(_ xs: [T]) -> Int {
    xs.reduce(0) { $0 + Int($1) }
}
print(sumAll([UInt8(200), 100, 50]))
print(sumAll([Int16(-300), 299]))

func signum<T: BinaryInteger>(of v: T) -> T { v.signum() }
print(signum(of: -9), signum(of: UInt(9)), signum(of: Int8(0)))

func lowBits<T: BinaryInteger>(_ v: T, _ n: Int) -> T {
    v & ((1 << n) - 1)
}
print(lowBits(0b1011_0110, 4), lowBits(UInt16(0xABCD), 8), lowBits(-1, 3))
print(Int8(truncatingIfNeeded: 0x1FF as Int), UInt8(truncatingIfNeeded: -2))
print(Int(exactly: UInt64.max) as Any, UInt32(exactly: 42) as Any)
let x: Int32 = 100
print(x.multipliedReportingOverflow(by: 30_000_000).overflow, x.addingReportingOverflow(1))

// expect: 15
// expect: 16
// expect: 12
// expect: 87
// expect: 12
// expect: 6
// expect: 7
// expect: 8589934592
// expect: -128 signed bits=8 trailingZeros=7 words=1
// expect: 40 unsigned bits=16 trailingZeros=3 words=1
// expect: 0 signed bits=64 trailingZeros=64 words=1
// expect: 8 8 1
// expect: 255 0
// expect: 32767 127
// expect: [1, 2, 4, 8, 16, 32, 64]
// expect: true false
// expect: 350
// expect: -1
// expect: -1 1 0
// expect: 6 205 7
// expect: -1 254
// expect: nil Optional(42)
// expect: true (partialValue: 101, overflow: false)
