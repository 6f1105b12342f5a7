// Rosetta Code style (Modular exponentiation, Miller-Rabin): mulmod via multipliedFullWidth to avoid overflow, deterministic witnesses
func mulmod(_ a: UInt64, _ b: UInt64, _ m: UInt64) -> UInt64 {
    let (high, low) = a.multipliedFullWidth(by: b)
    return m.dividingFullWidth((high % m, low)).remainder
}

func powmod(_ base: UInt64, _ exp: UInt64, _ m: UInt64) -> UInt64 {
    var result: UInt64 = 1
    var b = base % m
    var e = exp
    while e > 0 {
        if e & 1 == 1 { result = mulmod(result, b, m) }
        b = mulmod(b, b, m)
        e >>= 1
    }
    return result
}

func isPrime(_ n: UInt64) -> Bool {
    if n < 2 { return false }
    for p: UInt64 in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        if n % p == 0 { return n == p }
    }
    var d = n - 1
    var s = 0
    while d & 1 == 0 { d >>= 1; s += 1 }
    witness: for a: UInt64 in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        var x = powmod(a, d, n)
        if x == 1 || x == n - 1 { continue }
        for _ in 1..<max(s, 1) {
            x = mulmod(x, x, n)
            if x == n - 1 { continue witness }
        }
        return false
    }
    return true
}

print("2^10 mod 1000 =", powmod(2, 10, 1000))
print("3^200 mod 13 =", powmod(3, 200, 13))
print("4^13 mod 497 =", powmod(4, 13, 497))
let big: UInt64 = 2_305_843_009_213_693_951
print("2^61-1 prime:", isPrime(big))
print("2^61+1 prime:", isPrime(big + 2))
print("primes 90..130:", (90...130).filter { isPrime(UInt64($0)) })
print("largest below 10^18:", (UInt64(999_999_999_999_999_900)...UInt64(1_000_000_000_000_000_000)).last(where: isPrime)!)
print("carmichael 561 prime:", isPrime(561), "leading zeros of 561:", UInt64(561).leadingZeroBitCount)

// expect: 2^10 mod 1000 = 24
// expect: 3^200 mod 13 = 9
// expect: 4^13 mod 497 = 445
// expect: 2^61-1 prime: true
// expect: 2^61+1 prime: false
// expect: primes 90..130: [97, 101, 103, 107, 109, 113, 127]
// expect: largest below 10^18: 999999999999999989
// expect: carmichael 561 prime: false leading zeros of 561: 54
