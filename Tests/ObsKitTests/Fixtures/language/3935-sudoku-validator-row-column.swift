// App code style: sudoku validator with row, column and box checks
struct Sudoku {
    let cells: [[Int]]

    init(_ rows: [String]) {
        cells = rows.map { $0.compactMap { $0 == "." ? 0 : $0.wholeNumberValue } }
    }

    private func duplicates(_ values: [Int]) -> [Int] {
        var counts: [Int: Int] = [:]
        values.filter { $0 != 0 }.forEach { counts[$0, default: 0] += 1 }
        return counts.filter { $0.value > 1 }.map(\.key).sorted()
    }

    var problems: [String] {
        var out: [String] = []
        for i in 0..<9 {
            let row = cells[i]
            let col = cells.map { $0[i] }
            let box = (0..<9).map { k in cells[(i / 3) * 3 + k / 3][(i % 3) * 3 + k % 3] }
            for (kind, group) in [("row", row), ("col", col), ("box", box)] {
                let d = duplicates(group)
                if !d.isEmpty { out.append("\(kind) \(i + 1) repeats \(d)") }
            }
        }
        return out
    }

    var filled: Int { cells.joined().filter { $0 != 0 }.count }

    func candidates(row: Int, col: Int) -> [Int] {
        guard cells[row][col] == 0 else { return [] }
        let used = Set(cells[row] + cells.map { $0[col] } + (0..<9).map { k in
            cells[(row / 3) * 3 + k / 3][(col / 3) * 3 + k % 3]
        })
        return (1...9).filter { !used.contains($0) }
    }
}

let good = Sudoku([
    "53..7....", "6..195...", ".98....6.",
    "8...6...3", "4..8.3..1", "7...2...6",
    ".6....28.", "...419..5", "....8..79",
])
print("filled: \(good.filled), problems: \(good.problems)")
print("candidates (0,2): \(good.candidates(row: 0, col: 2))")
print("candidates (4,4): \(good.candidates(row: 4, col: 4))")
print("candidates (0,0): \(good.candidates(row: 0, col: 0))")
var singles: [String] = []
for r in 0..<9 { for c in 0..<9 where good.candidates(row: r, col: c).count == 1 {
    singles.append("(\(r),\(c))=\(good.candidates(row: r, col: c)[0])")
} }
print("naked singles: \(singles.joined(separator: " "))")

let bad = Sudoku([
    "55..7....", "6..195...", ".98....6.",
    "8...6...3", "4..8.3..1", "7...2...6",
    ".6....28.", "...419..5", "5...8..79",
])
bad.problems.forEach { print($0) }
// expect: filled: 30, problems: []
// expect: candidates (0,2): [1, 2, 4]
// expect: candidates (4,4): [5]
// expect: candidates (0,0): []
// expect: naked singles: (4,4)=5 (6,5)=7 (6,8)=4 (7,7)=3
// expect: row 1 repeats [5]
// expect: col 1 repeats [5]
// expect: box 1 repeats [5]
