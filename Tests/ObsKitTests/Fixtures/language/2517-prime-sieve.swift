// Puzzle style: Rosetta Code sieve of Eratosthenes, prime factorization and Goldbach partitions
func sieve(upTo limit: Int) -> [Bool] {
    var isPrime = [Bool](repeating: true, count: limit + 1)
    isPrime[0] = false
    if limit >= 1 { isPrime[1] = false }
    var p = 2
    while p * p <= limit {
        if isPrime[p] {
            for multiple in stride(from: p * p, through: limit, by: p) {
                isPrime[multiple] = false
            }
        }
        p += 1
    }
    return isPrime
}

func factorize(_ value: Int) -> [(prime: Int, power: Int)] {
    var n = value
    var factors: [(prime: Int, power: Int)] = []
    var d = 2
    while d * d <= n {
        var power = 0
        while n % d == 0 {
            n /= d
            power += 1
        }
        if power > 0 { factors.append((d, power)) }
        d += d == 2 ? 1 : 2
    }
    if n > 1 { factors.append((n, 1)) }
    return factors
}

let limit = 200
let table = sieve(upTo: limit)
let primes = table.indices.filter { table[$0] }
print("Primes below \(limit): \(primes.count)")
print("First 15: \(primes.prefix(15).map(String.init).joined(separator: " "))")
print("Last 5: \(Array(primes.suffix(5)))")

let twins = zip(primes, primes.dropFirst()).filter { $1 - $0 == 2 }
print("Twin pairs: \(twins.count), last \(twins.last!)")

for n in [360, 97, 1001, 65536, 123456] {
    let text = factorize(n).map { $0.power == 1 ? "\($0.prime)" : "\($0.prime)^\($0.power)" }
    print("\(n) = \(text.joined(separator: " x "))")
}

for even in [28, 100, 128] {
    let partitions = primes.filter { $0 <= even / 2 && table[even - $0] }
    let shown = partitions.map { "\($0)+\(even - $0)" }.joined(separator: ", ")
    print("\(even): \(partitions.count) ways: \(shown)")
}

var gaps: [Int: Int] = [:]
for (a, b) in zip(primes, primes.dropFirst()) { gaps[b - a, default: 0] += 1 }
print("Gap histogram: " + gaps.keys.sorted().map { "\($0):\(gaps[$0]!)" }.joined(separator: " "))
// expect: Primes below 200: 46
// expect: First 15: 2 3 5 7 11 13 17 19 23 29 31 37 41 43 47
// expect: Last 5: [181, 191, 193, 197, 199]
// expect: Twin pairs: 15, last (197, 199)
// expect: 360 = 2^3 x 3^2 x 5
// expect: 97 = 97
// expect: 1001 = 7 x 11 x 13
// expect: 65536 = 2^16
// expect: 123456 = 2^6 x 3 x 643
// expect: 28: 2 ways: 5+23, 11+17
// expect: 100: 6 ways: 3+97, 11+89, 17+83, 29+71, 41+59, 47+53
// expect: 128: 3 ways: 19+109, 31+97, 61+67
// expect: Gap histogram: 1:1 2:15 4:13 6:12 8:1 10:2 14:1
