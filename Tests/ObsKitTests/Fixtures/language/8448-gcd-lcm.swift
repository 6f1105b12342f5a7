// Rosetta-style task: GCD and LCM (Euclid, binary GCD, extended Euclid) with a generic BinaryInteger version
func gcd<T: BinaryInteger>(_ a: T, _ b: T) -> T {
    var (x, y) = (a < 0 ? 0 - a : a, b < 0 ? 0 - b : b)
    while y != 0 { (x, y) = (y, x % y) }
    return x
}

func lcm<T: BinaryInteger>(_ a: T, _ b: T) -> T {
    a == 0 || b == 0 ? 0 : (a / gcd(a, b)) * b
}

func binaryGCD(_ a: UInt, _ b: UInt) -> UInt {
    if a == 0 { return b }
    if b == 0 { return a }
    let shift = (a | b).trailingZeroBitCount
    var u = a >> a.trailingZeroBitCount
    var v = b
    repeat {
        v >>= v.trailingZeroBitCount
        if u > v { swap(&u, &v) }
        v -= u
    } while v != 0
    return u << shift
}

func extendedGCD(_ a: Int, _ b: Int) -> (g: Int, x: Int, y: Int) {
    if b == 0 { return (a, 1, 0) }
    let (g, x1, y1) = extendedGCD(b, a % b)
    return (g, y1, x1 - (a / b) * y1)
}

for (a, b) in [(48, 18), (1071, 462), (17, 5), (-12, 30), (0, 9)] {
    print("gcd(\(a), \(b)) = \(gcd(a, b)), lcm = \(lcm(a, b))")
}
print("binary gcd(270, 192) = \(binaryGCD(270, 192))")
print("UInt8 gcd: \(gcd(UInt8(200), UInt8(120)))")

let (g, x, y) = extendedGCD(240, 46)
print("240*\(x) + 46*\(y) = \(g)")
print("lcm(1...20) = \((1...20).reduce(1, lcm))")
let coprimeTo12 = (1...12).filter { gcd($0, 12) == 1 }
print("Totient(12) = \(coprimeTo12.count): \(coprimeTo12)")

// expect: gcd(48, 18) = 6, lcm = 144
// expect: gcd(1071, 462) = 21, lcm = 23562
// expect: gcd(17, 5) = 1, lcm = 85
// expect: gcd(-12, 30) = 6, lcm = -60
// expect: gcd(0, 9) = 9, lcm = 0
// expect: binary gcd(270, 192) = 6
// expect: UInt8 gcd: 40
// expect: 240*-9 + 46*47 = 2
// expect: lcm(1...20) = 232792560
// expect: Totient(12) = 4: [1, 5, 7, 11]
