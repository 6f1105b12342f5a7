// Rosetta Code style (perfect numbers and Pascal's triangle): divisor sums with classification, and rows built by zipping
enum Classification: String {
    case deficient, perfect, abundant
}

func properDivisorSum(_ n: Int) -> Int {
    guard n > 1 else { return 0 }
    var sum = 1
    var d = 2
    while d * d <= n {
        if n % d == 0 {
            sum += d
            if d != n / d { sum += n / d }
        }
        d += 1
    }
    return sum
}

func classify(_ n: Int) -> Classification {
    let s = properDivisorSum(n)
    return s < n ? .deficient : (s == n ? .perfect : .abundant)
}

let perfect = (2...10_000).filter { classify($0) == .perfect }
print("perfect:", perfect)
var counts: [Classification: Int] = [:]
for n in 1...20000 { counts[classify(n), default: 0] += 1 }
for c in [Classification.deficient, .perfect, .abundant] {
    print(c.rawValue, counts[c] ?? 0)
}

func pascal(rows: Int) -> [[Int]] {
    var triangle: [[Int]] = []
    var row = [1]
    for _ in 0..<rows {
        triangle.append(row)
        row = zip([0] + row, row + [0]).map(+)
    }
    return triangle
}

let tri = pascal(rows: 7)
let width = tri.last!.map(String.init).joined(separator: " ").count
for r in tri {
    let line = r.map(String.init).joined(separator: " ")
    let pad = (width - line.count) / 2
    print(String(repeating: " ", count: pad) + line)
}
print(pascal(rows: 11).map { $0.reduce(0, +) })

// expect: perfect: [6, 28, 496, 8128]
// expect: deficient 15043
// expect: perfect 4
// expect: abundant 4953
// expect:        1
// expect:       1 1
// expect:      1 2 1
// expect:     1 3 3 1
// expect:    1 4 6 4 1
// expect:  1 5 10 10 5 1
// expect: 1 6 15 20 15 6 1
// expect: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]
