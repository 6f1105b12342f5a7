// Compiler test style: matrix[r][c] += 1 where both levels are user subscripts with printing accessors
// known-gap: line 8: expected "    Row set [1] = 3", got "  Matrix get [0]"
struct Row {
  var cells: [Int]
  subscript(col: Int) -> Int {
    get {
      print("    Row get [\(col)]")
      return cells[col]
    }
    set {
      print("    Row set [\(col)] = \(newValue)")
      cells[col] = newValue
    }
  }
}

final class Matrix {
  private var rows: [Row]
  init(rows: Int, cols: Int) {
    self.rows = Array(repeating: Row(cells: Array(repeating: 0, count: cols)), count: rows)
  }
  subscript(row: Int) -> Row {
    get {
      print("  Matrix get [\(row)]")
      return rows[row]
    }
    set {
      print("  Matrix set [\(row)]")
      rows[row] = newValue
    }
  }
  var dump: String { return rows.map { "\($0.cells)" }.joined(separator: " ") }
}

let m = Matrix(rows: 2, cols: 3)
print("assign m[1][2] = 5")
m[1][2] = 5
print("compound m[0][1] += 3")
m[0][1] += 3
print("read m[1][2]")
let x = m[1][2]
print("read gave", x)
print("swap cells in a row")
m[0].cells.swapAt(0, 1)
print(m.dump)
// expect: assign m[1][2] = 5
// expect:   Matrix get [1]
// expect:     Row set [2] = 5
// expect:   Matrix set [1]
// expect: compound m[0][1] += 3
// expect:   Matrix get [0]
// expect:     Row get [1]
// expect:     Row set [1] = 3
// expect:   Matrix set [0]
// expect: read m[1][2]
// expect:   Matrix get [1]
// expect:     Row get [2]
// expect: read gave 5
// expect: swap cells in a row
// expect:   Matrix get [0]
// expect:   Matrix set [0]
// expect: [3, 0, 0] [0, 0, 5]
