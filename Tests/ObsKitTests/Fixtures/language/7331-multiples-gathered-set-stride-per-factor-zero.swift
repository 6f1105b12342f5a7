// Exercism style (Sum of Multiples): multiples gathered into a Set from stride per factor, zero factors skipped
struct SumOfMultiples {
    static func toLimit(_ limit: Int, inMultiples factors: [Int]) -> Int {
        var multiples = Set<Int>()
        for factor in factors where factor > 0 {
            for m in stride(from: factor, to: limit, by: factor) {
                multiples.insert(m)
            }
        }
        return multiples.reduce(0, +)
    }

    static func bruteForce(_ limit: Int, _ factors: [Int]) -> Int {
        (1..<max(limit, 1)).filter { n in factors.contains { $0 != 0 && n % $0 == 0 } }.reduce(0, +)
    }
}

let cases: [(Int, [Int])] = [
    (1, [3, 5]), (4, [3, 5]), (10, [3, 5]), (100, [3, 5]), (1000, [3, 5]),
    (20, [7, 13, 17]), (15, [4, 6]), (150, [5, 6, 8]), (51, [5, 25]),
    (10000, [43, 47]), (100, [1]), (10000, []), (1, [0]), (4, [3, 0]),
    (10000, [2, 3, 5, 7, 11]),
]
for (limit, factors) in cases {
    let fast = SumOfMultiples.toLimit(limit, inMultiples: factors)
    let slow = SumOfMultiples.bruteForce(limit, factors)
    print("limit \(limit) factors \(factors): \(fast)\(fast == slow ? "" : " (brute force \(slow))")")
}

// expect: limit 1 factors [3, 5]: 0
// expect: limit 4 factors [3, 5]: 3
// expect: limit 10 factors [3, 5]: 23
// expect: limit 100 factors [3, 5]: 2318
// expect: limit 1000 factors [3, 5]: 233168
// expect: limit 20 factors [7, 13, 17]: 51
// expect: limit 15 factors [4, 6]: 30
// expect: limit 150 factors [5, 6, 8]: 4419
// expect: limit 51 factors [5, 25]: 275
// expect: limit 10000 factors [43, 47]: 2203160
// expect: limit 100 factors [1]: 4950
// expect: limit 10000 factors []: 0
// expect: limit 1 factors [0]: 0
// expect: limit 4 factors [3, 0]: 3
// expect: limit 10000 factors [2, 3, 5, 7, 11]: 39614537
