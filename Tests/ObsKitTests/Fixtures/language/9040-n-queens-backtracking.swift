// Backtracking: N-Queens solutions, sudoku row validity, and generating balanced parentheses
// expected output: swiftc 6.3.1 (Linux), run on this machine
func solveNQueens(_ n: Int) -> [[String]] {
    var solutions: [[String]] = []
    var queens = [Int](repeating: -1, count: n)
    var cols = Set<Int>(), diag1 = Set<Int>(), diag2 = Set<Int>()

    func place(_ row: Int) {
        if row == n {
            solutions.append(queens.map { col in
                String((0..<n).map { $0 == col ? "Q" : "." })
            })
            return
        }
        for col in 0..<n where !cols.contains(col) && !diag1.contains(row - col) && !diag2.contains(row + col) {
            queens[row] = col
            cols.insert(col); diag1.insert(row - col); diag2.insert(row + col)
            place(row + 1)
            cols.remove(col); diag1.remove(row - col); diag2.remove(row + col)
        }
    }
    place(0)
    return solutions
}

func generateParentheses(_ n: Int) -> [String] {
    var result: [String] = []
    func build(_ current: String, open: Int, close: Int) {
        if current.count == 2 * n { result.append(current); return }
        if open < n { build(current + "(", open: open + 1, close: close) }
        if close < open { build(current + ")", open: open, close: close + 1) }
    }
    build("", open: 0, close: 0)
    return result
}

func combinationSum(_ candidates: [Int], _ target: Int) -> [[Int]] {
    var out: [[Int]] = []
    var path: [Int] = []
    let sorted = candidates.sorted()
    func dfs(_ start: Int, _ remaining: Int) {
        if remaining == 0 { out.append(path); return }
        for i in start..<sorted.count {
            let c = sorted[i]
            if c > remaining { break }
            path.append(c)
            dfs(i, remaining - c)
            path.removeLast()
        }
    }
    dfs(0, target)
    return out
}

let four = solveNQueens(4)
print("4-queens solutions:", four.count)
for board in four {
    board.forEach { print($0) }
    print()
}
print("solutions for n=1...8:", (1...8).map { solveNQueens($0).count })
print(generateParentheses(3))
print(combinationSum([2, 3, 6, 7], 7), combinationSum([2, 3, 5], 8).count)
// expect: 4-queens solutions: 2
// expect: .Q..
// expect: ...Q
// expect: Q...
// expect: ..Q.
// expect:
// expect: ..Q.
// expect: Q...
// expect: ...Q
// expect: .Q..
// expect:
// expect: solutions for n=1...8: [1, 0, 0, 2, 10, 4, 40, 92]
// expect: ["((()))", "(()())", "(())()", "()(())", "()()()"]
// expect: [[2, 2, 3], [7]] 3
