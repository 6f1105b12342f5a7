// App code style: N-Queens backtracking and sudoku row/col/box validation with labeled loops
func solveQueens(_ n: Int) -> (count: Int, first: [Int]?) {
    var cols = [Int](), count = 0, first: [Int]?
    func place(_ row: Int) {
        if row == n { count += 1; if first == nil { first = cols }; return }
        for c in 0..<n {
            let ok = cols.enumerated().allSatisfy { r, cc in cc != c && abs(cc - c) != row - r }
            if ok { cols.append(c); place(row + 1); cols.removeLast() }
        }
    }
    place(0)
    return (count, first)
}
for n in 4...8 {
    let r = solveQueens(n)
    print("n=\(n): \(r.count) solutions, first \(r.first ?? [])")
}
let q = solveQueens(6).first!
for c in q { print(String(repeating: ".", count: c) + "Q" + String(repeating: ".", count: 5 - c)) }

func validate(_ g: [[Int]]) -> String {
    var problem = "valid"
    outer: for i in 0..<4 {
        let row = g[i], col = g.map { $0[i] }
        let box = (0..<4).map { g[(i / 2) * 2 + $0 / 2][(i % 2) * 2 + $0 % 2] }
        for (kind, unit) in [("row", row), ("col", col), ("box", box)] {
            let filled = unit.filter { $0 != 0 }
            if Set(filled).count != filled.count { problem = "duplicate in \(kind) \(i)"; break outer }
        }
    }
    return problem
}
print(validate([[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]))
print(validate([[1, 2, 0, 4], [3, 4, 1, 0], [2, 0, 4, 3], [4, 3, 2, 2]]))
print(validate([[1, 2, 3, 4], [2, 1, 4, 3], [3, 4, 1, 2], [4, 3, 2, 1]]))
print(validate([[1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [1, 0, 0, 0]]))
// expect: n=4: 2 solutions, first [1, 3, 0, 2]
// expect: n=5: 10 solutions, first [0, 2, 4, 1, 3]
// expect: n=6: 4 solutions, first [1, 3, 5, 0, 2, 4]
// expect: n=7: 40 solutions, first [0, 2, 4, 6, 1, 3, 5]
// expect: n=8: 92 solutions, first [0, 4, 7, 5, 2, 6, 1, 3]
// expect: .Q....
// expect: ...Q..
// expect: .....Q
// expect: Q.....
// expect: ..Q...
// expect: ....Q.
// expect: valid
// expect: duplicate in row 3
// expect: duplicate in box 0
// expect: duplicate in col 0
