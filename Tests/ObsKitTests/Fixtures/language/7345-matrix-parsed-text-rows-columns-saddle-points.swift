// Exercism style (Saddle Points): a Matrix parsed from text with rows and columns, and saddle points found per cell
struct Matrix {
    let rows: [[Int]]
    let columns: [[Int]]

    init(_ text: String) {
        let parsed = text.split(separator: "\n").map { line in
            line.split(separator: " ").compactMap { Int($0) }
        }
        let width = parsed.first?.count ?? 0
        rows = parsed
        columns = (0..<width).map { c in parsed.map { $0[c] } }
    }

    var saddlePoints: [(row: Int, column: Int)] {
        var points: [(row: Int, column: Int)] = []
        for (r, row) in rows.enumerated() {
            for (c, value) in row.enumerated()
                where value == row.max() && value == columns[c].min() {
                points.append((r + 1, c + 1))
            }
        }
        return points
    }
}

let inputs = [
    "9 8 7\n5 3 2\n6 6 7",
    "",
    "1 2 3\n3 1 2\n2 3 1",
    "4 5 4\n3 5 5\n1 5 4",
    "6 7 8\n5 5 5\n7 5 6",
    "8 7 9\n6 7 6\n3 2 5",
    "3 1 3\n3 2 4",
    "2\n1\n4\n1",
    "2 5 3 5",
]
for input in inputs {
    let matrix = Matrix(input)
    let points = matrix.saddlePoints.map { "(\($0.row),\($0.column))" }
    print("\(matrix.rows.count)x\(matrix.columns.count):", points.isEmpty ? "none" : points.joined(separator: " "))
}
let m = Matrix("1 2 3\n4 5 6\n7 8 9")
print("row 2:", m.rows[1], "column 3:", m.columns[2])
print("diagonal:", zip(m.rows.indices, m.rows).map { $1[$0] })

// expect: 3x3: (2,1)
// expect: 0x0: none
// expect: 3x3: none
// expect: 3x3: (1,2) (2,2) (3,2)
// expect: 3x3: (2,1) (2,2) (2,3)
// expect: 3x3: (3,3)
// expect: 2x3: (1,1) (1,3)
// expect: 4x1: (2,1) (4,1)
// expect: 1x4: (1,2) (1,4)
// expect: row 2: [4, 5, 6] column 3: [3, 6, 9]
// expect: diagonal: [1, 5, 9]
