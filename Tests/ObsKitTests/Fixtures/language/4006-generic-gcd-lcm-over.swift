// Compiler test style: generic gcd and lcm over BinaryInteger called with literals and typed values
func gcd<T: BinaryInteger>(_ a: T, _ b: T) -> T {
    var x = a < 0 ? 0 - a : a
    var y = b < 0 ? 0 - b : b
    while y != 0 {
        (x, y) = (y, x % y)
    }
    return x
}

func lcm<T: BinaryInteger>(_ a: T, _ b: T) -> T {
    if a == 0 || b == 0 { return 0 }
    return a / gcd(a, b) * b
}

print(gcd(48, 18), type(of: gcd(48, 18)))
let big: Int64 = 1_000_000
print(gcd(big, 250), type(of: gcd(big, 250)))
let small: UInt8 = 36
print(gcd(small, 24), type(of: gcd(small, 24)))
print(gcd(-12, 8))
print(lcm(4, 6), lcm(0, 5))
print(lcm(UInt32(21), 6))
print([12, 18, 30].reduce(0, gcd))
print([2, 3, 4].reduce(1, lcm))

func isCoprime<T: BinaryInteger>(_ a: T, _ b: T) -> Bool { gcd(a, b) == 1 }
print(isCoprime(9, 28), isCoprime(Int16(9), 21))
// expect: 6 Int
// expect: 250 Int64
// expect: 12 UInt8
// expect: 4
// expect: 12 0
// expect: 42
// expect: 6
// expect: 12
// expect: true false
