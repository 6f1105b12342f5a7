// Rosetta Code style (Sieve of Eratosthenes): sieve as a function and as a Sequence, prime gaps and twin primes
func sieve(upTo limit: Int) -> [Int] {
    guard limit >= 2 else { return [] }
    var isPrime = [Bool](repeating: true, count: limit + 1)
    isPrime[0] = false; isPrime[1] = false
    var p = 2
    while p * p <= limit {
        if isPrime[p] {
            for m in stride(from: p * p, through: limit, by: p) { isPrime[m] = false }
        }
        p += 1
    }
    return isPrime.indices.filter { isPrime[$0] }
}
let primes = sieve(upTo: 100)
print(primes)
print("pi(100) = \(primes.count), pi(1000) = \(sieve(upTo: 1000).count)")
let twins = zip(primes, primes.dropFirst()).filter { $1 - $0 == 2 }
print("Twin primes:", twins.map { "(\($0.0),\($0.1))" }.joined(separator: " "))
struct PrimeSeq: Sequence, IteratorProtocol {
    var found: [Int] = []
    var candidate = 1
    mutating func next() -> Int? {
        repeat { candidate += 1 } while found.contains(where: { candidate % $0 == 0 })
        found.append(candidate)
        return candidate
    }
}
print(Array(PrimeSeq().prefix(12)))
let gaps = Dictionary(grouping: zip(primes, primes.dropFirst()).map { $1 - $0 }, by: { $0 })
    .mapValues(\.count)
for g in gaps.keys.sorted() { print("gap \(g): \(gaps[g]!)") }
print(sieve(upTo: 1), sieve(upTo: 2))
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97]
// expect: pi(100) = 25, pi(1000) = 168
// expect: Twin primes: (3,5) (5,7) (11,13) (17,19) (29,31) (41,43) (59,61) (71,73)
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
// expect: gap 1: 1
// expect: gap 2: 8
// expect: gap 4: 7
// expect: gap 6: 7
// expect: gap 8: 1
// expect: [] [2]
