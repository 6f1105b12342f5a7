// Puzzle style: Rosetta Code sudoku — backtracking solver with candidate bitmasks
let puzzle = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""

struct Sudoku {
    var cells: [[Int]]
    private(set) var guesses = 0

    init(_ text: String) {
        cells = text.split(separator: "\n").map { row in row.map { $0.wholeNumberValue ?? 0 } }
    }

    func candidates(row: Int, col: Int) -> Int {
        var used = 0
        for i in 0..<9 {
            used |= 1 << cells[row][i]
            used |= 1 << cells[i][col]
        }
        let boxRow = row / 3 * 3, boxCol = col / 3 * 3
        for r in boxRow..<boxRow + 3 {
            for c in boxCol..<boxCol + 3 { used |= 1 << cells[r][c] }
        }
        return ~used & 0b11_1111_1110
    }

    mutating func solve() -> Bool {
        var best: (row: Int, col: Int, mask: Int)? = nil
        search: for r in 0..<9 {
            for c in 0..<9 where cells[r][c] == 0 {
                let mask = candidates(row: r, col: c)
                if best == nil || mask.nonzeroBitCount < best!.mask.nonzeroBitCount {
                    best = (r, c, mask)
                    if mask.nonzeroBitCount <= 1 { break search }
                }
            }
        }
        guard let (row, col, mask) = best else { return true }
        for digit in 1...9 where mask & (1 << digit) != 0 {
            guesses += 1
            cells[row][col] = digit
            if solve() { return true }
        }
        cells[row][col] = 0
        return false
    }

    var isValid: Bool {
        var groups: [[Int]] = []
        for i in 0..<9 {
            let column = cells.map { $0[i] }
            let box = (0..<9).map { k in cells[i / 3 * 3 + k / 3][i % 3 * 3 + k % 3] }
            groups += [cells[i], column, box]
        }
        let digits = Set(1...9)
        return groups.allSatisfy { Set($0) == digits }
    }
}

var sudoku = Sudoku(puzzle)
let blanks = sudoku.cells.joined().filter { $0 == 0 }.count
print("Blanks: \(blanks), candidates at (0,2): \(String(sudoku.candidates(row: 0, col: 2), radix: 2))")
let solved = sudoku.solve()
print("Solved: \(solved), valid: \(sudoku.isValid), placements: \(sudoku.guesses)")
for (index, row) in sudoku.cells.enumerated() {
    let text = row.map(String.init).joined()
    let spaced = stride(from: 0, to: 9, by: 3).map { text.dropFirst($0).prefix(3) }.joined(separator: "|")
    print(spaced)
    if index % 3 == 2 && index < 8 { print("---+---+---") }
}
print("Diagonal sum: \((0..<9).reduce(0) { $0 + sudoku.cells[$1][$1] })")
// expect: Blanks: 51, candidates at (0,2): 10110
// expect: Solved: true, valid: true, placements: 51
// expect: 534|678|912
// expect: 672|195|348
// expect: 198|342|567
// expect: ---+---+---
// expect: 859|761|423
// expect: 426|853|791
// expect: 713|924|856
// expect: ---+---+---
// expect: 961|537|284
// expect: 287|419|635
// expect: 345|286|179
// expect: Diagonal sum: 50
