// Course style (loops and arrays challenge): sieve of Eratosthenes, prime factors, perfect numbers
// known-gap-unsafe: too slow for the test suite: 50 million loop iterations take 5.4 s in a release build (CPython 2.0 s, issue 14) and about a minute in the debug build the tests use
func sieve(upTo limit: Int) -> [Int] {
    guard limit >= 2 else { return [] }
    var isPrime = [Bool](repeating: true, count: limit + 1)
    isPrime[0] = false
    isPrime[1] = false
    var p = 2
    while p * p <= limit {
        if isPrime[p] {
            for multiple in stride(from: p * p, through: limit, by: p) {
                isPrime[multiple] = false
            }
        }
        p += 1
    }
    return isPrime.indices.filter { isPrime[$0] }
}

func primeFactors(of number: Int) -> [Int] {
    var n = number
    var factors: [Int] = []
    var divisor = 2
    while n > 1 {
        while n % divisor == 0 {
            factors.append(divisor)
            n /= divisor
        }
        divisor += 1
    }
    return factors
}

func isPerfect(_ n: Int) -> Bool {
    guard n > 1 else { return false }
    var sum = 1
    for d in 2..<n where n % d == 0 { sum += d }
    return sum == n
}

let primes = sieve(upTo: 60)
print("Primes to 60: \(primes)")
print("Count: \(primes.count), sum: \(primes.reduce(0, +))")
let twins = zip(primes, primes.dropFirst()).filter { $1 - $0 == 2 }
print("Twin primes: \(twins.map { "(\($0.0),\($0.1))" }.joined(separator: " "))")

for n in [84, 97, 360, 1001, 1024] {
    let factors = primeFactors(of: n)
    print("\(n) = \(factors.map(String.init).joined(separator: " x "))")
}

let perfect = (1...10_000).filter(isPerfect)
print("Perfect numbers up to 10000: \(perfect)")
print("Empty sieve: \(sieve(upTo: 1))")

// expect: Primes to 60: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59]
// expect: Count: 17, sum: 440
// expect: Twin primes: (3,5) (5,7) (11,13) (17,19) (29,31) (41,43)
// expect: 84 = 2 x 2 x 3 x 7
// expect: 97 = 97
// expect: 360 = 2 x 2 x 2 x 3 x 3 x 5
// expect: 1001 = 7 x 11 x 13
// expect: 1024 = 2 x 2 x 2 x 2 x 2 x 2 x 2 x 2 x 2 x 2
// expect: Perfect numbers up to 10000: [6, 28, 496, 8128]
// expect: Empty sieve: []
