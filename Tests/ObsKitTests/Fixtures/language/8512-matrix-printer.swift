// Course style (matrix printer): nested loops, 2D arrays, transpose and multiply
func printMatrix(_ name: String, _ m: [[Int]]) {
    print("\(name) (\(m.count)x\(m.first?.count ?? 0)):")
    let width = m.joined().map { String($0).count }.max() ?? 1
    for row in m {
        var line = "  |"
        for value in row {
            let text = String(value)
            line += String(repeating: " ", count: width - text.count + 1) + text
        }
        print(line + " |")
    }
}

func transpose(_ m: [[Int]]) -> [[Int]] {
    guard let first = m.first else { return [] }
    var result = Array(repeating: Array(repeating: 0, count: m.count), count: first.count)
    for r in 0..<m.count {
        for c in 0..<first.count {
            result[c][r] = m[r][c]
        }
    }
    return result
}

func multiply(_ a: [[Int]], _ b: [[Int]]) -> [[Int]]? {
    guard let aCols = a.first?.count, aCols == b.count else { return nil }
    let bCols = b[0].count
    var result = [[Int]](repeating: [Int](repeating: 0, count: bCols), count: a.count)
    for i in 0..<a.count {
        for j in 0..<bCols {
            for k in 0..<aCols {
                result[i][j] += a[i][k] * b[k][j]
            }
        }
    }
    return result
}

let a = [[1, 2, 3], [4, 5, 6]]
let b = [[7, -8], [9, 10], [11, 12]]
printMatrix("A", a)
printMatrix("B", b)
printMatrix("A transposed", transpose(a))
if let product = multiply(a, b) {
    printMatrix("A x B", product)
}
if multiply(a, a) == nil {
    print("A x A is not defined")
}

var identity = [[Int]](repeating: [Int](repeating: 0, count: 3), count: 3)
for i in 0..<3 { identity[i][i] = 1 }
print("B == I x B? \(multiply(identity, b)! == b)")
let diagonalSum = (0..<3).reduce(0) { $0 + identity[$1][$1] }
print("Trace of I: \(diagonalSum)")

// expect: A (2x3):
// expect:   | 1 2 3 |
// expect:   | 4 5 6 |
// expect: B (3x2):
// expect:   |  7 -8 |
// expect:   |  9 10 |
// expect:   | 11 12 |
// expect: A transposed (3x2):
// expect:   | 1 4 |
// expect:   | 2 5 |
// expect:   | 3 6 |
// expect: A x B (2x2):
// expect:   |  58  48 |
// expect:   | 139  90 |
// expect: A x A is not defined
// expect: B == I x B? true
// expect: Trace of I: 3
