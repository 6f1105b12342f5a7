// Exercism style (Sieve): Sieve of Eratosthenes with a Bool array and stride marking composites
struct Sieve {
    let limit: Int
    let primes: [Int]

    init(_ limit: Int) {
        self.limit = limit
        guard limit >= 2 else {
            primes = []
            return
        }
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
        primes = isPrime.indices.filter { isPrime[$0] }
    }
}

for limit in [1, 2, 10, 13, 30, 100] {
    print("up to \(limit):", Sieve(limit).primes)
}
let big = Sieve(1000)
print("primes below 1000:", big.primes.count, "last:", big.primes.last ?? 0)
let twins = zip(big.primes, big.primes.dropFirst()).filter { $1 - $0 == 2 }
print("twin pairs below 1000:", twins.count, "first:", twins.prefix(4).map { "(\($0.0), \($0.1))" }.joined(separator: " "))
let gaps = zip(big.primes, big.primes.dropFirst()).map { $1 - $0 }
print("largest gap:", gaps.max()!)

// expect: up to 1: []
// expect: up to 2: [2]
// expect: up to 10: [2, 3, 5, 7]
// expect: up to 13: [2, 3, 5, 7, 11, 13]
// expect: up to 30: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
// expect: up to 100: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97]
// expect: primes below 1000: 168 last: 997
// expect: twin pairs below 1000: 35 first: (3, 5) (5, 7) (11, 13) (17, 19)
// expect: largest gap: 20
