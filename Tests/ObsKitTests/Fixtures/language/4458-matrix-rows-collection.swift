// Swift book style: a generic Matrix exposing its rows as a RandomAccessCollection
struct Matrix<Element> {
    let rows: Int
    let columns: Int
    var grid: [Element]

    init(rows: Int, columns: Int, repeating value: Element) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: value, count: rows * columns)
    }

    func indexIsValid(row: Int, column: Int) -> Bool {
        return row >= 0 && row < rows && column >= 0 && column < columns
    }

    subscript(row: Int, column: Int) -> Element {
        get {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            return grid[(row * columns) + column]
        }
        set {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            grid[(row * columns) + column] = newValue
        }
    }

    subscript(column column: Int) -> [Element] {
        return (0..<rows).map { self[$0, column] }
    }
}

extension Matrix: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { rows }
    subscript(row: Int) -> ArraySlice<Element> {
        grid[(row * columns)..<((row + 1) * columns)]
    }
}

extension Matrix: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String {
        return map { row in row.map { $0.description }.joined(separator: " ") }.joined(separator: "\n")
    }
}

extension Matrix where Element: Numeric {
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, columns: n, repeating: 0)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    func transposed() -> Matrix {
        var t = Matrix(rows: columns, columns: rows, repeating: 0)
        for r in 0..<rows {
            for c in 0..<columns {
                t[c, r] = self[r, c]
            }
        }
        return t
    }

    func rowSums() -> [Element] {
        return map { $0.reduce(0, +) }
    }
}

extension Matrix: Equatable where Element: Equatable {
    static func == (a: Matrix, b: Matrix) -> Bool {
        return a.rows == b.rows && a.columns == b.columns && a.grid == b.grid
    }
}

var m = Matrix(rows: 2, columns: 3, repeating: 0)
m[0, 1] = 5
m[1, 2] = 7
m[1, 0] = -2
print(m)
print(m.count, m.first!.count)
print(Array(m[1]))
print(m[column: 2])
print(m.rowSums())
print(m.transposed())
print(m.transposed().transposed() == m)
print(Matrix<Int>.identity(3))
print(Matrix<Double>.identity(2).rowSums())

var labels = Matrix(rows: 2, columns: 2, repeating: "?")
labels[0, 0] = "a"
labels[1, 1] = "d"
print(labels)
print(labels.joined().joined())
print(labels.reversed().map { Array($0) })
print(m.indices.map { m[$0].max()! })
print(m.contains { $0.contains(7) })
print(m == Matrix(rows: 2, columns: 3, repeating: 0))

// expect: 0 5 0
// expect: -2 0 7
// expect: 2 3
// expect: [-2, 0, 7]
// expect: [0, 7]
// expect: [5, 5]
// expect: 0 -2
// expect: 5 0
// expect: 0 7
// expect: true
// expect: 1 0 0
// expect: 0 1 0
// expect: 0 0 1
// expect: [1.0, 1.0]
// expect: a ?
// expect: ? d
// expect: a??d
// expect: [["?", "d"], ["a", "?"]]
// expect: [5, 7]
// expect: true
// expect: false
