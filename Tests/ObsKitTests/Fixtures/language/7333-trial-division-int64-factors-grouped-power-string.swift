// Exercism style (Prime Factors): trial division with Int64, and factors grouped into a power string
struct PrimeFactors {
    let number: Int64
    let toArray: [Int64]

    init(_ number: Int64) {
        self.number = number
        var factors: [Int64] = []
        var n = number
        var divisor: Int64 = 2
        while n > 1 {
            while n % divisor == 0 {
                factors.append(divisor)
                n /= divisor
            }
            divisor += 1
            if divisor * divisor > n && n > 1 {
                factors.append(n)
                break
            }
        }
        self.toArray = factors
    }

    var powers: String {
        let grouped = toArray.reduce(into: [(Int64, Int)]()) { acc, f in
            if let last = acc.last, last.0 == f {
                acc[acc.count - 1].1 += 1
            } else {
                acc.append((f, 1))
            }
        }
        return grouped.map { $0.1 == 1 ? "\($0.0)" : "\($0.0)^\($0.1)" }.joined(separator: " * ")
    }
}

let numbers: [Int64] = [1, 2, 3, 4, 6, 8, 9, 27, 625, 901255, 93819012551, 1024, 360, 600_851_475_143]
for n in numbers {
    let pf = PrimeFactors(n)
    print(n, pf.toArray, pf.powers.isEmpty ? "(none)" : pf.powers)
}

// expect: 1 [] (none)
// expect: 2 [2] 2
// expect: 3 [3] 3
// expect: 4 [2, 2] 2^2
// expect: 6 [2, 3] 2 * 3
// expect: 8 [2, 2, 2] 2^3
// expect: 9 [3, 3] 3^2
// expect: 27 [3, 3, 3] 3^3
// expect: 625 [5, 5, 5, 5] 5^4
// expect: 901255 [5, 17, 23, 461] 5 * 17 * 23 * 461
// expect: 93819012551 [11, 9539, 894119] 11 * 9539 * 894119
// expect: 1024 [2, 2, 2, 2, 2, 2, 2, 2, 2, 2] 2^10
// expect: 360 [2, 2, 2, 3, 3, 5] 2^3 * 3^2 * 5
// expect: 600851475143 [71, 839, 1471, 6857] 71 * 839 * 1471 * 6857
