// Rosetta Code style: Sieve of Eratosthenes and Binary search
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

let primes = sieve(upTo: 200)
print("primes below 100:")
let small = primes.filter { $0 < 100 }
for row in stride(from: 0, to: small.count, by: 10) {
    print(small[row..<min(row + 10, small.count)].map { String($0) }.joined(separator: " "))
}
print("count up to 200:", primes.count)
print("count up to 10000:", sieve(upTo: 10_000).count)

func binarySearch<T: Comparable>(_ items: [T], for target: T) -> Int? {
    var low = items.startIndex
    var high = items.endIndex - 1
    while low <= high {
        let mid = low + (high - low) / 2
        if items[mid] == target { return mid }
        if items[mid] < target { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
}

func recursiveSearch<T: Comparable>(_ items: ArraySlice<T>, for target: T) -> Int? {
    guard !items.isEmpty else { return nil }
    let mid = items.startIndex + items.count / 2
    if items[mid] == target { return mid }
    return items[mid] < target
        ? recursiveSearch(items[(mid + 1)...], for: target)
        : recursiveSearch(items[..<mid], for: target)
}

for target in [2, 97, 100, 199, 1] {
    let a = binarySearch(primes, for: target)
    let b = recursiveSearch(primes[...], for: target)
    if let i = a {
        print("\(target) is prime #\(i + 1) (recursive agrees: \(b == i))")
    } else {
        print("\(target) not found (recursive: \(b.map(String.init) ?? "nil"))")
    }
}

// Twin primes and gaps
let twins = zip(primes, primes.dropFirst()).filter { $1 - $0 == 2 }
print("twin pairs below 200:", twins.count, "last:", twins.last!)
let maxGap = zip(primes, primes.dropFirst()).map { $1 - $0 }.max()!
print("largest gap below 200:", maxGap)
let words = ["ant", "bee", "cat", "dog", "eel", "fox"]
print(binarySearch(words, for: "dog") ?? -1, binarySearch(words, for: "emu") ?? -1)

// expect: primes below 100:
// expect: 2 3 5 7 11 13 17 19 23 29
// expect: 31 37 41 43 47 53 59 61 67 71
// expect: 73 79 83 89 97
// expect: count up to 200: 46
// expect: count up to 10000: 1229
// expect: 2 is prime #1 (recursive agrees: true)
// expect: 97 is prime #25 (recursive agrees: true)
// expect: 100 not found (recursive: nil)
// expect: 199 is prime #46 (recursive agrees: true)
// expect: 1 not found (recursive: nil)
// expect: twin pairs below 200: 15 last: (197, 199)
// expect: largest gap below 200: 14
// expect: 3 -1
