// Apple docs style (floating-point equality): why 0.1 + 0.2 != 0.3
let sum = 0.1 + 0.2
print("0.1 + 0.2 =", sum)
print("== 0.3:", sum == 0.3)
print("difference:", sum - 0.3)
print("ulp of 0.3:", (0.3).ulp, "difference in ulps:", (sum - 0.3) / (0.3).ulp)
print("sum is 0.3.nextUp:", sum == (0.3).nextUp)

// Float happens to get this one right
let fsum: Float = 0.1 + 0.2
print("Float 0.1 + 0.2 =", fsum, "== 0.3:", fsum == 0.3)

// Comparing with a tolerance
func approxEqual(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    (a - b).magnitude <= tolerance * max(1.0, a.magnitude, b.magnitude)
}
print("approxEqual(0.1 + 0.2, 0.3):", approxEqual(sum, 0.3))
print("approxEqual(1e20 + 1e4, 1e20):", approxEqual(1e20 + 1e4, 1e20))
print("approxEqual(0.001, 0.002):", approxEqual(0.001, 0.002))

// Ulp-based comparison
func withinUlps(_ a: Double, _ b: Double, _ n: Double) -> Bool {
    (a - b).magnitude <= n * max(a.ulp, b.ulp)
}
print("withinUlps(sum, 0.3, 1):", withinUlps(sum, 0.3, 1))

// Order of operations matters
let left = (0.1 + 0.2) + 0.3
let right = 0.1 + (0.2 + 0.3)
print("(0.1+0.2)+0.3 =", left, "0.1+(0.2+0.3) =", right, "equal:", left == right)

// Other classic pairs
let pairs: [(Double, Double, Double)] = [(0.1, 0.7, 0.8), (0.3, 0.6, 0.9), (0.5, 0.25, 0.75), (1.1, 2.2, 3.3)]
for (a, b, expected) in pairs {
    let s = a + b
    print("\(a) + \(b) = \(s), equals \(expected): \(s == expected)")
}

// Working in integer cents avoids the problem
let cents = 10 + 20
print("10 + 20 cents == 30:", cents == 30, "as dollars:", Double(cents) / 100)
print("0.3 - 0.1 =", 0.3 - 0.1, "3 * 0.1 =", 3 * 0.1)

// expect: 0.1 + 0.2 = 0.30000000000000004
// expect: == 0.3: false
// expect: difference: 5.551115123125783e-17
// expect: ulp of 0.3: 5.551115123125783e-17 difference in ulps: 1.0
// expect: sum is 0.3.nextUp: true
// expect: Float 0.1 + 0.2 = 0.3 == 0.3: true
// expect: approxEqual(0.1 + 0.2, 0.3): true
// expect: approxEqual(1e20 + 1e4, 1e20): true
// expect: approxEqual(0.001, 0.002): false
// expect: withinUlps(sum, 0.3, 1): true
// expect: (0.1+0.2)+0.3 = 0.6000000000000001 0.1+(0.2+0.3) = 0.6 equal: false
// expect: 0.1 + 0.7 = 0.7999999999999999, equals 0.8: false
// expect: 0.3 + 0.6 = 0.8999999999999999, equals 0.9: false
// expect: 0.5 + 0.25 = 0.75, equals 0.75: true
// expect: 1.1 + 2.2 = 3.3000000000000003, equals 3.3: false
// expect: 10 + 20 cents == 30: true as dollars: 0.3
// expect: 0.3 - 0.1 = 0.19999999999999998 3 * 0.1 = 0.30000000000000004
