// Rosetta-style task: Perfect, abundant and deficient classification with an enum and divisor sums
enum Classification: String, CaseIterable {
    case deficient, perfect, abundant
}

func properDivisors(_ n: Int) -> [Int] {
    guard n > 1 else { return [] }
    var divisors: Set<Int> = [1]
    var i = 2
    while i * i <= n {
        if n % i == 0 {
            divisors.insert(i)
            divisors.insert(n / i)
        }
        i += 1
    }
    return divisors.sorted()
}

func divisorSum(_ n: Int) -> Int {
    guard n > 1 else { return 0 }
    var sum = 1
    var i = 2
    while i * i <= n {
        if n % i == 0 {
            sum += i
            if i != n / i { sum += n / i }
        }
        i += 1
    }
    return sum
}

func classify(_ n: Int) -> Classification {
    let sum = divisorSum(n)
    if sum < n { return .deficient }
    return sum == n ? .perfect : .abundant
}

let perfects = (1...10_000).filter { classify($0) == .perfect }
print("Perfect numbers up to 10000: \(perfects)")
for p in perfects {
    print("  \(p) = \(properDivisors(p).map(String.init).joined(separator: " + "))")
}

let tally = Dictionary(grouping: 1...10_000, by: classify).mapValues(\.count)
for kind in Classification.allCases {
    print("\(kind.rawValue): \(tally[kind, default: 0])")
}

let firstAbundantOdd = stride(from: 1, to: 10_000, by: 2).first { classify($0) == .abundant }
print("First odd abundant number: \(firstAbundantOdd ?? -1)")

let amicable = (2..<1500).compactMap { a -> (Int, Int)? in
    let b = divisorSum(a)
    return b > a && divisorSum(b) == a ? (a, b) : nil
}
print("Amicable pairs below 1500: \(amicable.map { "\($0.0)&\($0.1)" }.joined(separator: ", "))")

// expect: Perfect numbers up to 10000: [6, 28, 496, 8128]
// expect:   6 = 1 + 2 + 3
// expect:   28 = 1 + 2 + 4 + 7 + 14
// expect:   496 = 1 + 2 + 4 + 8 + 16 + 31 + 62 + 124 + 248
// expect:   8128 = 1 + 2 + 4 + 8 + 16 + 32 + 64 + 127 + 254 + 508 + 1016 + 2032 + 4064
// expect: deficient: 7508
// expect: perfect: 4
// expect: abundant: 2488
// expect: First odd abundant number: 945
// expect: Amicable pairs below 1500: 220&284, 1184&1210
