// Blog style (gcd and lcm): Euclid's algorithm written once for every BinaryInteger
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
    return (a / gcd(a, b)) * b
}

print(gcd(48, 18))
print(gcd(-48, 18))
print(gcd(UInt8(200), UInt8(150)))
print(gcd(Int64(1) << 40, Int64(1) << 20))
print(lcm(4, 6))
print(lcm(UInt16(21), UInt16(6)))
print(lcm(0, 5))

let pairs: [(Int, Int)] = [(12, 8), (17, 5), (100, 75), (0, 9)]
for (a, b) in pairs {
    let g = gcd(a, b)
    print("gcd(\(a), \(b)) = \(g), reduced fraction \(g == 0 ? a : a / g)/\(g == 0 ? b : b / g)")
}
// expect: 6
// expect: 6
// expect: 50
// expect: 1048576
// expect: 12
// expect: 42
// expect: 0
// expect: gcd(12, 8) = 4, reduced fraction 3/2
// expect: gcd(17, 5) = 1, reduced fraction 17/5
// expect: gcd(100, 75) = 25, reduced fraction 4/3
// expect: gcd(0, 9) = 9, reduced fraction 0/1
