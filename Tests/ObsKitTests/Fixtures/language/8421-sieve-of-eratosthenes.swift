// Rosetta-style task: Sieve of Eratosthenes with stride, enumerated filter and prime gaps
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
    return isPrime.enumerated().compactMap { $0.element ? $0.offset : nil }
}

let primes = sieve(upTo: 100)
print("Primes up to 100:")
for row in stride(from: 0, to: primes.count, by: 10) {
    let chunk = primes[row..<min(row + 10, primes.count)]
    print(chunk.map { String($0) }.joined(separator: " "))
}
print("Count: \(primes.count)")

let big = sieve(upTo: 1000)
print("Primes below 1000: \(big.count), largest \(big.last ?? 0)")

let gaps = zip(big, big.dropFirst()).map { $1 - $0 }
if let maxGap = gaps.max(), let idx = gaps.firstIndex(of: maxGap) {
    print("Largest gap below 1000: \(maxGap) between \(big[idx]) and \(big[idx + 1])")
}
let twins = zip(big, big.dropFirst()).filter { $1 - $0 == 2 }
print("Twin prime pairs below 1000: \(twins.count)")
print("Last twin pair: \(twins.last.map { "(\($0.0), \($0.1))" } ?? "none")")
print("Edge cases: \(sieve(upTo: 1)) \(sieve(upTo: 2))")

// expect: Primes up to 100:
// expect: 2 3 5 7 11 13 17 19 23 29
// expect: 31 37 41 43 47 53 59 61 67 71
// expect: 73 79 83 89 97
// expect: Count: 25
// expect: Primes below 1000: 168, largest 997
// expect: Largest gap below 1000: 20 between 887 and 907
// expect: Twin prime pairs below 1000: 35
// expect: Last twin pair: (881, 883)
// expect: Edge cases: [] [2]
