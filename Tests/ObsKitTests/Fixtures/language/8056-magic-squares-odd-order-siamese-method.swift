// Rosetta Code style (Magic squares): odd-order Siamese method and doubly-even construction, with verification
typealias Grid = [[Int]]
func oddMagic(_ n: Int) -> Grid {
    var sq = Grid(repeating: Array(repeating: 0, count: n), count: n)
    var (r, c) = (0, n / 2)
    for v in 1...(n * n) {
        sq[r][c] = v
        let (nr, nc) = ((r - 1 + n) % n, (c + 1) % n)
        if sq[nr][nc] != 0 { r = (r + 1) % n } else { (r, c) = (nr, nc) }
    }
    return sq
}
func doublyEvenMagic(_ n: Int) -> Grid {
    (0..<n).map { i in
        (0..<n).map { j in
            let v = i * n + j + 1
            let keep = (i % 4 == j % 4) || ((i % 4) + (j % 4) == 3)
            return keep ? n * n + 1 - v : v
        }
    }
}
func isMagic(_ g: Grid) -> Bool {
    let n = g.count
    let target = n * (n * n + 1) / 2
    let rows = g.allSatisfy { $0.reduce(0, +) == target }
    let cols = (0..<n).allSatisfy { c in g.reduce(0) { $0 + $1[c] } == target }
    let d1 = (0..<n).map { g[$0][$0] }.reduce(0, +)
    let d2 = (0..<n).map { g[$0][n - 1 - $0] }.reduce(0, +)
    return rows && cols && d1 == target && d2 == target
}
func show(_ g: Grid) {
    let w = String(g.count * g.count).count
    for row in g {
        print(row.map { let s = String($0); return String(repeating: " ", count: w - s.count) + s }.joined(separator: " "))
    }
}
for n in [3, 5] {
    let sq = oddMagic(n)
    print("Order \(n), magic constant \(n * (n * n + 1) / 2), valid: \(isMagic(sq))")
    show(sq)
}
let eight = doublyEvenMagic(4)
print("Order 4 valid: \(isMagic(eight))")
show(eight)
print(isMagic([[1, 2], [3, 4]]))
// expect: Order 3, magic constant 15, valid: true
// expect: 8 1 6
// expect: 3 5 7
// expect: 4 9 2
// expect: Order 5, magic constant 65, valid: true
// expect: 17 24  1  8 15
// expect: 23  5  7 14 16
// expect:  4  6 13 20 22
// expect: 10 12 19 21  3
// expect: 11 18 25  2  9
// expect: Order 4 valid: true
// expect: 16  2  3 13
// expect:  5 11 10  8
// expect:  9  7  6 12
// expect:  4 14 15  1
// expect: false
