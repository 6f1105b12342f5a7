// LeetCode style (constraint backtracking): N-Queens with column and diagonal sets, valid Sudoku with arrays of Set<Character>, and word search on a character grid
class Solution {
    func solveNQueens(_ n: Int) -> [[String]] {
        var boards: [[String]] = []
        var queens = [Int](repeating: -1, count: n)
        var cols = Set<Int>(), diag1 = Set<Int>(), diag2 = Set<Int>()
        func place(_ row: Int) {
            if row == n {
                boards.append(queens.map { q in String((0..<n).map { $0 == q ? "Q" : "." }) })
                return
            }
            for c in 0..<n where !cols.contains(c) && !diag1.contains(row - c) && !diag2.contains(row + c) {
                queens[row] = c
                cols.insert(c); diag1.insert(row - c); diag2.insert(row + c)
                place(row + 1)
                cols.remove(c); diag1.remove(row - c); diag2.remove(row + c)
            }
        }
        place(0)
        return boards
    }

    func isValidSudoku(_ board: [[Character]]) -> Bool {
        var rows = Array(repeating: Set<Character>(), count: 9)
        var cols = rows, boxes = rows
        for r in 0..<9 {
            for c in 0..<9 {
                let ch = board[r][c]
                if ch == "." { continue }
                let b = (r / 3) * 3 + c / 3
                if !rows[r].insert(ch).inserted || !cols[c].insert(ch).inserted || !boxes[b].insert(ch).inserted {
                    return false
                }
            }
        }
        return true
    }

    func exist(_ board: [[Character]], _ word: String) -> Bool {
        var board = board
        let w = Array(word)
        func dfs(_ r: Int, _ c: Int, _ i: Int) -> Bool {
            if i == w.count { return true }
            guard r >= 0, c >= 0, r < board.count, c < board[0].count, board[r][c] == w[i] else { return false }
            let saved = board[r][c]
            board[r][c] = "#"
            defer { board[r][c] = saved }
            return dfs(r + 1, c, i + 1) || dfs(r - 1, c, i + 1) || dfs(r, c + 1, i + 1) || dfs(r, c - 1, i + 1)
        }
        for r in board.indices { for c in board[0].indices where dfs(r, c, 0) { return true } }
        return false
    }
}

let sol = Solution()
let four = sol.solveNQueens(4)
print(four.count)
for board in four { print(board.joined(separator: "|")) }
print((1...8).map { sol.solveNQueens($0).count })
let sudoku = ["53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1", "7...2...6", ".6....28.", "...419..5", "....8..79"].map(Array.init)
print(sol.isValidSudoku(sudoku))
var broken = sudoku
broken[0][0] = "8"
print(sol.isValidSudoku(broken))
let grid: [[Character]] = [["A", "B", "C", "E"], ["S", "F", "C", "S"], ["A", "D", "E", "E"]]
print(sol.exist(grid, "ABCCED"), sol.exist(grid, "SEE"), sol.exist(grid, "ABCB"))

// expect: 2
// expect: .Q..|...Q|Q...|..Q.
// expect: ..Q.|Q...|...Q|.Q..
// expect: [1, 0, 0, 2, 10, 4, 40, 92]
// expect: true
// expect: false
// expect: true true false
