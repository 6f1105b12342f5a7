// Rosetta Code style (Sieve of Eratosthenes, lazy sequences): primes, stride, lazy filter/map chains and sequence(first:next:)
func sieve(upTo n: Int) -> [Int] {
    guard n >= 2 else { return [] }
    var isPrime = [Bool](repeating: true, count: n + 1)
    isPrime[0] = false; isPrime[1] = false
    var p = 2
    while p * p <= n {
        if isPrime[p] {
            for m in stride(from: p * p, through: n, by: p) { isPrime[m] = false }
        }
        p += 1
    }
    return isPrime.indices.filter { isPrime[$0] }
}

let primes = sieve(upTo: 100)
print(primes.count, primes.prefix(10), primes.suffix(3))
let twin = zip(primes, primes.dropFirst()).filter { $1 - $0 == 2 }.map { "(\($0),\($1))" }
print(twin.prefix(6).joined(separator: " "))

struct PrimeSequence: Sequence, IteratorProtocol {
    private var found: [Int] = []
    private var candidate = 1
    mutating func next() -> Int? {
        while true {
            candidate += 1
            if found.prefix(while: { $0 * $0 <= candidate }).allSatisfy({ candidate % $0 != 0 }) {
                found.append(candidate)
                return candidate
            }
        }
    }
}

print(Array(PrimeSequence().prefix(12)))
let endsIn3 = Array(PrimeSequence().lazy.filter { $0 % 10 == 3 }.prefix(5))
print(endsIn3, endsIn3.map { $0 * 2 }.reduce(0, +))
let firstBig = PrimeSequence().first { $0 > 1000 }
print(firstBig as Any)

let collatz = sequence(first: 27) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }
print(collatz.count(where: { _ in true }) , collatz.max()!)
let powers = sequence(state: 1) { (s: inout Int) -> Int? in
    defer { s *= 3 }
    return s < 1000 ? s : nil
}
print(Array(powers))
var evaluated: [Int] = []
let lazyChain = (1...20).lazy.map { n -> Int in evaluated.append(n); return n * n }.filter { $0 % 3 == 0 }
print(Array(lazyChain.prefix(2)), evaluated)
print(stride(from: 10, to: 0, by: -3).map { $0 }, Array(stride(from: 0.0, through: 1.0, by: 0.25)))
func factorize(_ n: Int) -> [Int] {
    var n = n, out: [Int] = []
    for p in primes where p * p <= n { while n % p == 0 { out.append(p); n /= p } }
    if n > 1 { out.append(n) }
    return out
}
print([360, 97, 1001, 4096].map(factorize))

// expect: 25 [2, 3, 5, 7, 11, 13, 17, 19, 23, 29] [83, 89, 97]
// expect: (3,5) (5,7) (11,13) (17,19) (29,31) (41,43)
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
// expect: [3, 13, 23, 43, 53] 270
// expect: Optional(1009)
// expect: 112 9232
// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: [9, 36] [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 3, 4, 5, 6, 7, 8]
// expect: [10, 7, 4, 1] [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: [[2, 2, 2, 3, 3, 5], [97], [7, 11, 13], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]]
