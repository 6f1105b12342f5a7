// Swift book style: n-queens and sudoku-row backtracking with a Board type
struct Board: CustomStringConvertible {
    let size: Int
    private(set) var queens: [Int] = []   // queens[row] = column

    init(size: Int) { self.size = size }

    func isSafe(row: Int, col: Int) -> Bool {
        for (r, c) in queens.enumerated() {
            if c == col || abs(r - row) == abs(c - col) { return false }
        }
        return true
    }

    mutating func place(_ col: Int) { queens.append(col) }
    mutating func removeLast() { queens.removeLast() }

    var description: String {
        queens.map { col in
            String((0..<size).map { $0 == col ? "Q" : "." })
        }.joined(separator: "\n")
    }
}

func solveQueens(_ n: Int, firstOnly: Bool = false) -> [Board] {
    var solutions: [Board] = []
    var board = Board(size: n)
    func solve(_ row: Int) -> Bool {
        if row == n {
            solutions.append(board)
            return firstOnly
        }
        for col in 0..<n where board.isSafe(row: row, col: col) {
            board.place(col)
            if solve(row + 1) { return true }
            board.removeLast()
        }
        return false
    }
    _ = solve(0)
    return solutions
}

// Bitmask version: counts solutions only.
func countQueens(_ n: Int) -> Int {
    let full = (1 << n) - 1
    func go(_ cols: Int, _ d1: Int, _ d2: Int) -> Int {
        if cols == full { return 1 }
        var total = 0
        var free = ~(cols | d1 | d2) & full
        while free != 0 {
            let bit = free & -free
            free ^= bit
            total += go(cols | bit, (d1 | bit) << 1 & full, (d2 | bit) >> 1)
        }
        return total
    }
    return go(0, 0, 0)
}

let four = solveQueens(4)
print("4-queens solutions:", four.count)
for (i, b) in four.enumerated() {
    print("solution \(i + 1):")
    print(b)
}
let firstSix = solveQueens(6, firstOnly: true)
print("first 6-queens:", firstSix.first.map { "\($0.queens)" } ?? "none")
print("counts:", (1...8).map { solveQueens($0).count })
print("bitmask counts:", (1...9).map(countQueens))
print("3-queens empty:", solveQueens(3).isEmpty)

func subsetSum(_ nums: [Int], _ target: Int) -> [Int]? {
    func go(_ i: Int, _ remaining: Int, _ picked: [Int]) -> [Int]? {
        if remaining == 0 { return picked }
        if i == nums.count || remaining < 0 { return nil }
        return go(i + 1, remaining - nums[i], picked + [nums[i]]) ?? go(i + 1, remaining, picked)
    }
    return go(0, target, [])
}
print("subset sum 15:", subsetSum([8, 6, 7, 5, 3, 10, 9], 15) ?? [])
print("subset sum 100:", subsetSum([1, 2, 3], 100) as Any)

// expect: 4-queens solutions: 2
// expect: solution 1:
// expect: .Q..
// expect: ...Q
// expect: Q...
// expect: ..Q.
// expect: solution 2:
// expect: ..Q.
// expect: Q...
// expect: ...Q
// expect: .Q..
// expect: first 6-queens: [1, 3, 5, 0, 2, 4]
// expect: counts: [1, 0, 0, 2, 10, 4, 40, 92]
// expect: bitmask counts: [1, 0, 0, 2, 10, 4, 40, 92, 352]
// expect: 3-queens empty: true
// expect: subset sum 15: [8, 7]
// expect: subset sum 100: nil
