// Rosetta Code style (Sieve of Eratosthenes): a boolean sieve, prime counting, twin primes and trial-division factorisation
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

let primes = sieve(upTo: 100)
print("primes below 100:", primes.count)
print(primes.prefix(10).map(String.init).joined(separator: ","))
print("last:", primes.last ?? -1)

let twins = zip(primes, primes.dropFirst()).filter { $1 - $0 == 2 }
print("twin pairs:", twins.map { "(\($0.0),\($0.1))" }.joined(separator: " "))

func factorize(_ n: Int) -> [(prime: Int, power: Int)] {
    var rest = n
    var result: [(prime: Int, power: Int)] = []
    var d = 2
    while d * d <= rest {
        var k = 0
        while rest % d == 0 { rest /= d; k += 1 }
        if k > 0 { result.append((d, k)) }
        d += 1
    }
    if rest > 1 { result.append((rest, 1)) }
    return result
}

for n in [360, 97, 1001, 1024] {
    let parts = factorize(n).map { $0.power == 1 ? "\($0.prime)" : "\($0.prime)^\($0.power)" }
    print("\(n) = \(parts.joined(separator: " * "))")
}
print(sieve(upTo: 1), sieve(upTo: 2))

// expect: primes below 100: 25
// expect: 2,3,5,7,11,13,17,19,23,29
// expect: last: 97
// expect: twin pairs: (3,5) (5,7) (11,13) (17,19) (29,31) (41,43) (59,61) (71,73)
// expect: 360 = 2^3 * 3^2 * 5
// expect: 97 = 97
// expect: 1001 = 7 * 11 * 13
// expect: 1024 = 2^10
// expect: [] [2]
