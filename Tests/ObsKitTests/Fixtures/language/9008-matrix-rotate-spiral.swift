// Matrix problems: rotate 90 degrees in place, spiral order, transpose, set zeroes
// expected output: swiftc 6.3.1 (Linux), run on this machine
typealias Matrix = [[Int]]

func printMatrix(_ m: Matrix, title: String) {
    print("\(title):")
    for row in m {
        print("  " + row.map { String($0).padding(toLength: 3) }.joined())
    }
}

extension String {
    func padding(toLength n: Int) -> String {
        count >= n ? self : String(repeating: " ", count: n - count) + self
    }
}

func rotate(_ m: inout Matrix) {
    let n = m.count
    for i in 0..<n {
        for j in i..<n { (m[i][j], m[j][i]) = (m[j][i], m[i][j]) }
    }
    for i in 0..<n { m[i].reverse() }
}

func spiral(_ m: Matrix) -> [Int] {
    guard !m.isEmpty else { return [] }
    var top = 0, bottom = m.count - 1, left = 0, right = m[0].count - 1
    var out: [Int] = []
    while top <= bottom && left <= right {
        for j in left...right { out.append(m[top][j]) }
        top += 1
        if top <= bottom { for i in top...bottom { out.append(m[i][right]) } }
        right -= 1
        if top <= bottom && left <= right {
            for j in stride(from: right, through: left, by: -1) { out.append(m[bottom][j]) }
            bottom -= 1
        }
        if left <= right && top <= bottom {
            for i in stride(from: bottom, through: top, by: -1) { out.append(m[i][left]) }
            left += 1
        }
    }
    return out
}

func transpose(_ m: Matrix) -> Matrix {
    guard let first = m.first else { return [] }
    return first.indices.map { j in m.map { $0[j] } }
}

var grid: Matrix = (0..<4).map { r in (1...4).map { r * 4 + $0 } }
printMatrix(grid, title: "original")
print("spiral:", spiral(grid))
rotate(&grid)
printMatrix(grid, title: "rotated")
let rect: Matrix = [[1, 2, 3], [4, 5, 6]]
printMatrix(transpose(rect), title: "transposed")
print("spiral 2x3:", spiral(rect))

var z: Matrix = [[1, 1, 1], [1, 0, 1], [1, 1, 1]]
let zeroRows = Set(z.indices.filter { z[$0].contains(0) })
let zeroCols = Set(z[0].indices.filter { c in z.contains { $0[c] == 0 } })
for r in z.indices { for c in z[r].indices where zeroRows.contains(r) || zeroCols.contains(c) { z[r][c] = 0 } }
printMatrix(z, title: "set zeroes")
// expect: original:
// expect:     1  2  3  4
// expect:     5  6  7  8
// expect:     9 10 11 12
// expect:    13 14 15 16
// expect: spiral: [1, 2, 3, 4, 8, 12, 16, 15, 14, 13, 9, 5, 6, 7, 11, 10]
// expect: rotated:
// expect:    13  9  5  1
// expect:    14 10  6  2
// expect:    15 11  7  3
// expect:    16 12  8  4
// expect: transposed:
// expect:     1  4
// expect:     2  5
// expect:     3  6
// expect: spiral 2x3: [1, 2, 3, 6, 5, 4]
// expect: set zeroes:
// expect:     1  0  1
// expect:     0  0  0
// expect:     1  0  1
