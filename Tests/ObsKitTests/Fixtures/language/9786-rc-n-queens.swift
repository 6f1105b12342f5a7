// Rosetta Code style: N-queens problem (small boards)
func solveQueens(_ n: Int) -> [[Int]] {
    var solutions: [[Int]] = []
    var columns = [Int]()
    var usedCols = Set<Int>(), diag1 = Set<Int>(), diag2 = Set<Int>()

    func place(_ row: Int) {
        if row == n {
            solutions.append(columns)
            return
        }
        for col in 0..<n {
            if usedCols.contains(col) || diag1.contains(row + col) || diag2.contains(row - col) {
                continue
            }
            columns.append(col)
            usedCols.insert(col); diag1.insert(row + col); diag2.insert(row - col)
            place(row + 1)
            columns.removeLast()
            usedCols.remove(col); diag1.remove(row + col); diag2.remove(row - col)
        }
    }
    place(0)
    return solutions
}

func draw(_ solution: [Int]) -> [String] {
    solution.map { col in
        (0..<solution.count).map { $0 == col ? "Q" : "." }.joined(separator: " ")
    }
}

for n in 1...8 {
    print("n=\(n): \(solveQueens(n).count) solutions")
}

let six = solveQueens(6)
print("all 6x6 solutions:", six.map { $0.map(String.init).joined() })
print("first 8x8 solution:")
for line in draw(solveQueens(8)[0]) { print(line) }

// Count solutions that are unique up to rotation/reflection for n = 6 and 8
func symmetries(_ s: [Int]) -> [[Int]] {
    let n = s.count
    func rotate(_ q: [Int]) -> [Int] {
        var r = [Int](repeating: 0, count: n)
        for (row, col) in q.enumerated() { r[col] = n - 1 - row }
        return r
    }
    var forms: [[Int]] = []
    var cur = s
    for _ in 0..<4 {
        forms.append(cur)
        forms.append(cur.reversed())
        cur = rotate(cur)
    }
    return forms
}

for n in [6, 8] {
    var seen = Set<[Int]>()
    var unique = 0
    for s in solveQueens(n) where !seen.contains(s) {
        unique += 1
        for f in symmetries(s) { seen.insert(f) }
    }
    print("n=\(n): \(unique) fundamental solutions")
}

// expect: n=1: 1 solutions
// expect: n=2: 0 solutions
// expect: n=3: 0 solutions
// expect: n=4: 2 solutions
// expect: n=5: 10 solutions
// expect: n=6: 4 solutions
// expect: n=7: 40 solutions
// expect: n=8: 92 solutions
// expect: all 6x6 solutions: ["135024", "251403", "304152", "420531"]
// expect: first 8x8 solution:
// expect: Q . . . . . . .
// expect: . . . . Q . . .
// expect: . . . . . . . Q
// expect: . . . . . Q . .
// expect: . . Q . . . . .
// expect: . . . . . . Q .
// expect: . Q . . . . . .
// expect: . . . Q . . . .
// expect: n=6: 1 fundamental solutions
// expect: n=8: 12 fundamental solutions
