// Rotating, transposing and spiral-walking a square matrix
// expected output: swiftc 6.3.1 (Linux), run on this machine
typealias Matrix = [[Int]]

func printMatrix(_ m: Matrix, _ title: String) {
    print(title)
    for row in m {
        print(row.map { String($0).count < 2 ? " \($0)" : "\($0)" }.joined(separator: " "))
    }
}

func rotatedClockwise(_ m: Matrix) -> Matrix {
    let n = m.count
    var result = Matrix(repeating: Array(repeating: 0, count: n), count: n)
    for r in 0..<n {
        for c in 0..<n {
            result[c][n - 1 - r] = m[r][c]
        }
    }
    return result
}

func rotateInPlace(_ m: inout Matrix) {
    let n = m.count
    for i in 0..<n {
        for j in (i + 1)..<n where j < n {
            (m[i][j], m[j][i]) = (m[j][i], m[i][j])
        }
    }
    for i in 0..<n { m[i].reverse() }
}

func spiral(_ m: Matrix) -> [Int] {
    var result: [Int] = []
    var top = 0, bottom = m.count - 1, left = 0, right = (m.first?.count ?? 0) - 1
    while top <= bottom && left <= right {
        for c in stride(from: left, through: right, by: 1) { result.append(m[top][c]) }
        top += 1
        for r in stride(from: top, through: bottom, by: 1) { result.append(m[r][right]) }
        right -= 1
        if top <= bottom {
            for c in stride(from: right, through: left, by: -1) { result.append(m[bottom][c]) }
            bottom -= 1
        }
        if left <= right {
            for r in stride(from: bottom, through: top, by: -1) { result.append(m[r][left]) }
            left += 1
        }
    }
    return result
}

let grid: Matrix = (0..<4).map { r in (1...4).map { r * 4 + $0 } }
printMatrix(grid, "original")
let once = rotatedClockwise(grid)
printMatrix(once, "rotated 90")
var inPlace = grid
rotateInPlace(&inPlace)
print("in-place matches copy: \(inPlace == once)")
var fourTimes = grid
for _ in 0..<4 { rotateInPlace(&fourTimes) }
print("four rotations return to start: \(fourTimes == grid)")
let counter = rotatedClockwise(rotatedClockwise(rotatedClockwise(grid)))
printMatrix(counter, "rotated 270")
print("spiral: \(spiral(grid))")
print("spiral 3x2: \(spiral([[1, 2], [3, 4], [5, 6]]))")
let transposed = grid[0].indices.map { c in grid.map { $0[c] } }
printMatrix(transposed, "transposed")
let diagonalSum = (0..<grid.count).reduce(0) { $0 + grid[$1][$1] + grid[$1][grid.count - 1 - $1] }
print("sum of both diagonals: \(diagonalSum)")
// expect: original
// expect:  1  2  3  4
// expect:  5  6  7  8
// expect:  9 10 11 12
// expect: 13 14 15 16
// expect: rotated 90
// expect: 13  9  5  1
// expect: 14 10  6  2
// expect: 15 11  7  3
// expect: 16 12  8  4
// expect: in-place matches copy: true
// expect: four rotations return to start: true
// expect: rotated 270
// expect:  4  8 12 16
// expect:  3  7 11 15
// expect:  2  6 10 14
// expect:  1  5  9 13
// expect: spiral: [1, 2, 3, 4, 8, 12, 16, 15, 14, 13, 9, 5, 6, 7, 11, 10]
// expect: spiral 3x2: [1, 2, 4, 6, 5, 3]
// expect: transposed
// expect:  1  5  9 13
// expect:  2  6 10 14
// expect:  3  7 11 15
// expect:  4  8 12 16
// expect: sum of both diagonals: 68
