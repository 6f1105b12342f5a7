// Kata style (number theory): sieve, gcd/lcm, modular exponentiation and prime factorisation
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
func lcm(_ a: Int, _ b: Int) -> Int { a / gcd(a, b) * b }

func sieve(upTo limit: Int) -> [Int] {
    guard limit >= 2 else { return [] }
    var composite = [Bool](repeating: false, count: limit + 1)
    var p = 2
    while p * p <= limit {
        if !composite[p] {
            for multiple in stride(from: p * p, through: limit, by: p) { composite[multiple] = true }
        }
        p += 1
    }
    return (2...limit).filter { !composite[$0] }
}

func powMod(_ base: Int, _ exponent: Int, _ modulus: Int) -> Int {
    var result = 1, b = base % modulus, e = exponent
    while e > 0 {
        if e & 1 == 1 { result = result * b % modulus }
        b = b * b % modulus
        e >>= 1
    }
    return result
}

func factorize(_ n: Int) -> [(prime: Int, power: Int)] {
    var rest = n, factors: [(Int, Int)] = [], d = 2
    while d * d <= rest {
        var count = 0
        while rest % d == 0 { rest /= d; count += 1 }
        if count > 0 { factors.append((d, count)) }
        d += d == 2 ? 1 : 2
    }
    if rest > 1 { factors.append((rest, 1)) }
    return factors
}

let primes = sieve(upTo: 60)
print("Primes to 60 (\(primes.count)): \(primes)")
let twins = zip(primes, primes.dropFirst()).filter { $1 - $0 == 2 }
print("Twin primes: " + twins.map { "(\($0), \($1))" }.joined(separator: " "))
print("gcd(1071, 462) = \(gcd(1071, 462)), lcm(21, 6) = \(lcm(21, 6))")
print("lcm of 1...20 = \((1...20).reduce(1, lcm))")
print("3^200 mod 1000007 = \(powMod(3, 200, 1_000_007))")
print("2^(p-1) mod p for 561: \(powMod(2, 560, 561)) (Carmichael)")
for n in [360, 97, 1001, 65536, 600851475143] {
    let text = factorize(n).map { $0.power == 1 ? "\($0.prime)" : "\($0.prime)^\($0.power)" }
    print("\(n) = \(text.joined(separator: " * "))")
}
let totient = (1...36).filter { gcd($0, 36) == 1 }.count
print("phi(36) = \(totient)")

// expect: Primes to 60 (17): [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59]
// expect: Twin primes: (3, 5) (5, 7) (11, 13) (17, 19) (29, 31) (41, 43)
// expect: gcd(1071, 462) = 21, lcm(21, 6) = 42
// expect: lcm of 1...20 = 232792560
// expect: 3^200 mod 1000007 = 959082
// expect: 2^(p-1) mod p for 561: 1 (Carmichael)
// expect: 360 = 2^3 * 3^2 * 5
// expect: 97 = 97
// expect: 1001 = 7 * 11 * 13
// expect: 65536 = 2^16
// expect: 600851475143 = 71 * 839 * 1471 * 6857
// expect: phi(36) = 12
