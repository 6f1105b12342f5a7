// Exercism Swift track style (Saddle Points): find cells that are row maxima and column minima
struct Position: Comparable, CustomStringConvertible {
  let row: Int, column: Int
  static func < (a: Position, b: Position) -> Bool { (a.row, a.column) < (b.row, b.column) }
  var description: String { "(\(row), \(column))" }
}

struct Matrix {
  let rows: [[Int]]
  init(_ text: String) {
    rows = text.split(separator: "\n").map { line in
      line.split(separator: " ").compactMap { Int($0) }
    }
  }
  var columns: [[Int]] {
    guard let first = rows.first else { return [] }
    return first.indices.map { c in rows.map { $0[c] } }
  }
  func saddlePoints() -> [Position] {
    let cols = columns
    var result: [Position] = []
    for (r, row) in rows.enumerated() {
      guard let rowMax = row.max() else { continue }
      for (c, v) in row.enumerated() where v == rowMax && v == cols[c].min()! {
        result.append(Position(row: r + 1, column: c + 1))
      }
    }
    return result.sorted()
  }
}

let inputs = [
  "9 8 7\n5 3 2\n6 6 7",
  "1 2 3\n3 1 2\n2 3 1",
  "4 5 4\n3 5 5\n1 5 4",
  "6 7 8\n5 5 5\n7 5 6",
  "8 7 10 7 9\n8 7 13 7 9",
  "2\n1\n4\n1",
  "2 5 3 5",
  "",
]

for (i, text) in inputs.enumerated() {
  let m = Matrix(text)
  let points = m.saddlePoints()
  print("matrix \(i + 1): \(m.rows.count)x\(m.rows.first?.count ?? 0) rows=\(m.rows)")
  print("  columns=\(m.columns)")
  print("  saddle points: \(points.isEmpty ? "none" : points.map(\.description).joined(separator: " "))")
}
// expect: matrix 1: 3x3 rows=[[9, 8, 7], [5, 3, 2], [6, 6, 7]]
// expect:   columns=[[9, 5, 6], [8, 3, 6], [7, 2, 7]]
// expect:   saddle points: (2, 1)
// expect: matrix 2: 3x3 rows=[[1, 2, 3], [3, 1, 2], [2, 3, 1]]
// expect:   columns=[[1, 3, 2], [2, 1, 3], [3, 2, 1]]
// expect:   saddle points: none
// expect: matrix 3: 3x3 rows=[[4, 5, 4], [3, 5, 5], [1, 5, 4]]
// expect:   columns=[[4, 3, 1], [5, 5, 5], [4, 5, 4]]
// expect:   saddle points: (1, 2) (2, 2) (3, 2)
// expect: matrix 4: 3x3 rows=[[6, 7, 8], [5, 5, 5], [7, 5, 6]]
// expect:   columns=[[6, 5, 7], [7, 5, 5], [8, 5, 6]]
// expect:   saddle points: (2, 1) (2, 2) (2, 3)
// expect: matrix 5: 2x5 rows=[[8, 7, 10, 7, 9], [8, 7, 13, 7, 9]]
// expect:   columns=[[8, 8], [7, 7], [10, 13], [7, 7], [9, 9]]
// expect:   saddle points: (1, 3)
// expect: matrix 6: 4x1 rows=[[2], [1], [4], [1]]
// expect:   columns=[[2, 1, 4, 1]]
// expect:   saddle points: (2, 1) (4, 1)
// expect: matrix 7: 1x4 rows=[[2, 5, 3, 5]]
// expect:   columns=[[2], [5], [3], [5]]
// expect:   saddle points: (1, 2) (1, 4)
// expect: matrix 8: 0x0 rows=[]
// expect:   columns=[]
// expect:   saddle points: none
