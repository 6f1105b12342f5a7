// App code style: matrix utilities on [[Int]]: transpose, rotate, spiral order and sums
typealias Grid = [[Int]]

func transpose(_ m: Grid) -> Grid {
    guard let first = m.first else { return [] }
    return first.indices.map { c in m.map { $0[c] } }
}
func rotateClockwise(_ m: Grid) -> Grid { transpose(m).map { $0.reversed() } }
func spiral(_ m: Grid) -> [Int] {
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
func show(_ m: Grid) { m.forEach { print($0.map(String.init).joined(separator: " ")) } }

let m: Grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]]
show(transpose(m))
print("--")
show(rotateClockwise(m))
print(spiral(m))
print("row sums:", m.map { $0.reduce(0, +) })
print("col sums:", transpose(m).map { $0.reduce(0, +) })
let square: Grid = [[2, 0, 1], [1, 3, 0], [0, 1, 4]]
let diag = square.indices.map { square[$0][$0] }
let anti = square.indices.map { square[$0][square.count - 1 - $0] }
print("trace \(diag.reduce(0, +)) anti \(anti.reduce(0, +))")
let identity = (0..<3).map { r in (0..<3).map { c in r == c ? 1 : 0 } }
print(identity == rotateClockwise(rotateClockwise(rotateClockwise(rotateClockwise(identity)))))
print(m.joined().filter { $0 % 2 == 0 }, m.flatMap { $0 }.max()!)
// expect: 1 4 7 10
// expect: 2 5 8 11
// expect: 3 6 9 12
// expect: --
// expect: 10 7 4 1
// expect: 11 8 5 2
// expect: 12 9 6 3
// expect: [1, 2, 3, 6, 9, 12, 11, 10, 7, 4, 5, 8]
// expect: row sums: [6, 15, 24, 33]
// expect: col sums: [22, 26, 30]
// expect: trace 9 anti 4
// expect: true
// expect: [2, 4, 6, 8, 10, 12] 12
