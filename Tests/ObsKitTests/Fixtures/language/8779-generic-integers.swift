// Apple docs style (BinaryInteger generic algorithms): gcd, digit sums and powers for any width
func gcd<T: BinaryInteger>(_ a: T, _ b: T) -> T {
    var (x, y) = (a.magnitude, b.magnitude)
    while y != 0 { (x, y) = (y, x % y) }
    return T(x)
}
func lcm<T: BinaryInteger>(_ a: T, _ b: T) -> T {
    a / gcd(a, b) * b
}

print(gcd(48, 18), gcd(Int8(-12), 8), gcd(UInt64(1_000_000_007), 13), gcd(0, 5))
print(lcm(4, 6), lcm(UInt16(21), 6), lcm(Int32(-3), 5))

// Sum of digits in any base
func digitSum<T: BinaryInteger>(_ n: T, base: T = 10) -> T {
    var value = n < 0 ? 0 - n : n
    var total: T = 0
    while value > 0 {
        total += value % base
        value /= base
    }
    return total
}
print(digitSum(9875), digitSum(UInt8(255)), digitSum(255, base: 2), digitSum(Int16(-1234)))

// Integer power with overflow checking
func power<T: FixedWidthInteger>(_ base: T, _ exp: Int) -> T? {
    var result: T = 1
    for _ in 0..<exp {
        let (next, overflow) = result.multipliedReportingOverflow(by: base)
        if overflow { return nil }
        result = next
    }
    return result
}
print(power(2, 10) as Any, power(Int8(2), 7) as Any, power(UInt8(3), 5) as Any, power(UInt8(2), 7) as Any)
print(power(10, 18) as Any, power(10, 19) as Any)

// Signum and isSigned through the protocol
func describe<T: BinaryInteger>(_ x: T) -> String {
    "\(x): signum \(x.signum()), signed type \(T.isSigned)"
}
print(describe(-17))
print(describe(UInt16(0)))
print(describe(Int64(9)))

// Converting between generic integers
func toUInt8<T: BinaryInteger>(_ x: T) -> String {
    if let v = UInt8(exactly: x) { return "exact \(v)" }
    return "clamped \(UInt8(clamping: x)) / truncated \(UInt8(truncatingIfNeeded: x))"
}
print(toUInt8(200), toUInt8(-3), toUInt8(Int64(1000)), toUInt8(UInt32(256)))

// expect: 6 4 1 5
// expect: 12 42 -15
// expect: 29 12 8 10
// expect: Optional(1024) nil Optional(243) Optional(128)
// expect: Optional(1000000000000000000) nil
// expect: -17: signum -1, signed type true
// expect: 0: signum 0, signed type false
// expect: 9: signum 1, signed type true
// expect: exact 200 clamped 0 / truncated 253 clamped 255 / truncated 232 clamped 255 / truncated 0
