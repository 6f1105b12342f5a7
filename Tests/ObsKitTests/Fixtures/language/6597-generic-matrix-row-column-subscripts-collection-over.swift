// Swift by Sundell style (matrix with a 2-D subscript): a generic Matrix with row/column subscripts, a Collection over its cells and a description
struct Matrix<Element> {
    let rows: Int
    let columns: Int
    private var grid: [Element]

    init(rows: Int, columns: Int, repeating value: Element) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: value, count: rows * columns)
    }

    private func indexIsValid(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }

    subscript(row: Int, column: Int) -> Element {
        get {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            return grid[row * columns + column]
        }
        set {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            grid[row * columns + column] = newValue
        }
    }

    func row(_ r: Int) -> ArraySlice<Element> {
        grid[(r * columns)..<((r + 1) * columns)]
    }
}

extension Matrix: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { grid.count }
    subscript(position: Int) -> Element { grid[position] }
}

extension Matrix: CustomStringConvertible {
    var description: String {
        (0..<rows).map { r in row(r).map { "\($0)" }.joined(separator: " ") }.joined(separator: "\n")
    }
}

extension Matrix where Element: Numeric {
    static func * (lhs: Matrix, rhs: Matrix) -> Matrix {
        var result = Matrix(rows: lhs.rows, columns: rhs.columns, repeating: 0)
        for i in 0..<lhs.rows {
            for j in 0..<rhs.columns {
                for k in 0..<lhs.columns {
                    result[i, j] += lhs[i, k] * rhs[k, j]
                }
            }
        }
        return result
    }
}

var m = Matrix(rows: 2, columns: 3, repeating: 0)
m[0, 1] = 4
m[1, 2] = 9
m[1, 0] = 2
print(m)
print(m.count, m.reduce(0, +), m.max()!)
var n = Matrix(rows: 3, columns: 2, repeating: 1)
n[2, 1] = 5
let product = m * n
print(product)
print("\(product.rows)x\(product.columns)", Array(product))
print(m.row(1), m.firstIndex(of: 9)!)

// expect: 0 4 0
// expect: 2 0 9
// expect: 6 15 9
// expect: 4 4
// expect: 11 47
// expect: 2x2 [4, 4, 11, 47]
// expect: [2, 0, 9] 5
