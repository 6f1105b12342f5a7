// Rosetta Code style (Sieve of Eratosthenes, GCD/LCM): stride-based sieve, recursive gcd, lcm reduce without overflow
func sieve(_ limit: Int) -> [Int] {
    guard limit >= 2 else { return [] }
    var isPrime = [Bool](repeating: true, count: limit + 1)
    isPrime[0] = false
    isPrime[1] = false
    for i in 2...limit where i * i <= limit && isPrime[i] {
        for j in stride(from: i * i, through: limit, by: i) {
            isPrime[j] = false
        }
    }
    return isPrime.enumerated().compactMap { $1 ? $0 : nil }
}

func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
func lcm(_ a: Int, _ b: Int) -> Int { a / gcd(a, b) * b }

let primes = sieve(100)
print(primes)
print("count below 100:", primes.count)
print("gcd(1071, 462) =", gcd(1071, 462))
print("lcm(1...20) =", (1...20).reduce(1, lcm))
let twin = zip(primes, primes.dropFirst()).filter { $1 - $0 == 2 }.map { "(\($0), \($1))" }
print("twins:", twin.joined(separator: " "))

// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97]
// expect: count below 100: 25
// expect: gcd(1071, 462) = 21
// expect: lcm(1...20) = 232792560
// expect: twins: (3, 5) (5, 7) (11, 13) (17, 19) (29, 31) (41, 43) (59, 61) (71, 73)
