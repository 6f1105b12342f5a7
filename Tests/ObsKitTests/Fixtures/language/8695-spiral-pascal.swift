// Kata style (spiral matrix & Pascal's triangle): filling [[Int]] by walking directions, centred text rows
func spiralMatrix(_ size: Int) -> [[Int]] {
    guard size > 0 else { return [] }
    var m = Array(repeating: Array(repeating: 0, count: size), count: size)
    let directions = [(0, 1), (1, 0), (0, -1), (-1, 0)]
    var (r, c, d) = (0, 0, 0)
    for value in 1...(size * size) {
        m[r][c] = value
        let (nr, nc) = (r + directions[d].0, c + directions[d].1)
        if nr < 0 || nr >= size || nc < 0 || nc >= size || m[nr][nc] != 0 {
            d = (d + 1) % 4
        }
        r += directions[d].0
        c += directions[d].1
    }
    return m
}

func show(_ m: [[Int]]) {
    let width = String(m.joined().max() ?? 0).count
    for row in m {
        print(row.map { String(repeating: " ", count: width - String($0).count) + String($0) }.joined(separator: " "))
    }
}

show(spiralMatrix(4))
let five = spiralMatrix(5)
let diagonal = (0..<5).map { five[$0][$0] }
let anti = (0..<5).map { five[$0][4 - $0] }
print("5x5 diagonals: \(diagonal) \(anti), centre \(five[2][2])")
print("empty spiral rows: \(spiralMatrix(0).count)")

func pascal(_ rows: Int) -> [[Int]] {
    var triangle: [[Int]] = []
    for _ in 0..<rows {
        guard let last = triangle.last else { triangle.append([1]); continue }
        let middle = zip(last, last.dropFirst()).map(+)
        triangle.append([1] + middle + [1])
    }
    return triangle
}

let tri = pascal(7)
let lines = tri.map { $0.map(String.init).joined(separator: " ") }
let widest = lines.last!.count
for line in lines {
    let pad = (widest - line.count) / 2
    print(String(repeating: " ", count: pad) + line)
}
print("row sums: \(tri.map { $0.reduce(0, +) })")
let oddCount = pascal(16).joined().filter { $0 % 2 == 1 }.count
print("odd entries in 16 rows: \(oddCount)")

// expect:  1  2  3  4
// expect: 12 13 14  5
// expect: 11 16 15  6
// expect: 10  9  8  7
// expect: 5x5 diagonals: [1, 17, 25, 21, 9] [5, 19, 25, 23, 13], centre 25
// expect: empty spiral rows: 0
// expect:        1
// expect:       1 1
// expect:      1 2 1
// expect:     1 3 3 1
// expect:    1 4 6 4 1
// expect:  1 5 10 10 5 1
// expect: 1 6 15 20 15 6 1
// expect: row sums: [1, 2, 4, 8, 16, 32, 64]
// expect: odd entries in 16 rows: 81
