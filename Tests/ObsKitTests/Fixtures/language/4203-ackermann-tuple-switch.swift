// Compiler test style: recursive functions defined by switching over argument tuples (Ackermann, gcd, binomial)
func ackermann(_ m: Int, _ n: Int) -> Int {
    switch (m, n) {
    case (0, let n): return n + 1
    case (let m, 0): return ackermann(m - 1, 1)
    case let (m, n): return ackermann(m - 1, ackermann(m, n - 1))
    }
}

func gcd(_ a: Int, _ b: Int) -> Int {
    switch (a, b) {
    case (let x, 0): return x
    case (0, let y): return y
    case let (x, y) where x >= y: return gcd(x % y, y)
    case let (x, y): return gcd(x, y % x)
    }
}

var binomialCalls = 0
func binomial(_ n: Int, _ k: Int) -> Int {
    binomialCalls += 1
    switch (n, k) {
    case (_, 0): return 1
    case let (n, k) where n == k: return 1
    case let (n, k) where k > n: return 0
    case let (n, k): return binomial(n - 1, k - 1) + binomial(n - 1, k)
    }
}

func power(_ base: Int, _ exp: Int) -> Int {
    switch exp {
    case 0: return 1
    case let e where e % 2 == 0:
        let half = power(base, e / 2)
        return half * half
    default:
        return base * power(base, exp - 1)
    }
}

for m in 0...2 {
    var row: [Int] = []
    for n in 0...4 { row.append(ackermann(m, n)) }
    print("A(\(m), 0...4) = \(row)")
}
print("A(3, 3) = \(ackermann(3, 3))")

let gcdPairs = [(48, 18), (17, 5), (0, 9), (100, 75), (81, 27), (7, 0)]
for (a, b) in gcdPairs {
    print("gcd(\(a), \(b)) = \(gcd(a, b))")
}

for n in 0...6 {
    var row: [String] = []
    for k in 0...n { row.append(String(binomial(n, k))) }
    print(String(repeating: " ", count: 6 - n) + row.joined(separator: " "))
}
print("binomial calls: \(binomialCalls)")

print("2^10 = \(power(2, 10)), 3^7 = \(power(3, 7)), 5^0 = \(power(5, 0))")

// Expected output:
// expect: A(0, 0...4) = [1, 2, 3, 4, 5]
// expect: A(1, 0...4) = [2, 3, 4, 5, 6]
// expect: A(2, 0...4) = [3, 5, 7, 9, 11]
// expect: A(3, 3) = 61
// expect: gcd(48, 18) = 6
// expect: gcd(17, 5) = 1
// expect: gcd(0, 9) = 9
// expect: gcd(100, 75) = 25
// expect: gcd(81, 27) = 27
// expect: gcd(7, 0) = 7
// expect:       1
// expect:      1 1
// expect:     1 2 1
// expect:    1 3 3 1
// expect:   1 4 6 4 1
// expect:  1 5 10 10 5 1
// expect: 1 6 15 20 15 6 1
// expect: binomial calls: 226
// expect: 2^10 = 1024, 3^7 = 2187, 5^0 = 1
